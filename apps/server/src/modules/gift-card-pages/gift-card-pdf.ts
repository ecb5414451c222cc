import PDFDocument from 'pdfkit';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import type { PdfImage } from './card-image-file.ts';
import { codeQrPng } from './code-qr.ts';
import { contactLink } from '../../lib/contact-link.ts';
import { drawPdfImage } from './pdf-images.ts';
import { registerTextFonts, writeText } from './pdf-text.ts';
import { writeVoucherSections } from './pdf-voucher.ts';

export interface PdfInput {
  brand: StoreBrand;
  card: CardPresentation;
  /** The store's public address, printed as where to redeem. */
  storeUrl: string;
  designImage: PdfImage | null;
  logoImage: PdfImage | null;
  /** Letter for North American currencies, A4 elsewhere. */
  paper: 'LETTER' | 'A4';
  /** The store's support page, where a voucher is booked. */
  bookingUrl: string | null;
}

const GREY = '#4b5563';

export function paperFor(currency: string): 'LETTER' | 'A4' {
  return ['USD', 'CAD', 'MXN'].includes(currency.toUpperCase()) ? 'LETTER' : 'A4';
}

/** GET /GiftCard/Pdf/{id}: one printable page with the card, its facts, the message and a QR code of the code. */
export async function renderGiftCardPdf(input: PdfInput): Promise<Buffer> {
  const { brand, card } = input;
  const qr = await codeQrPng(card.code);
  const doc = new PDFDocument({
    size: input.paper,
    margin: 50,
    info: { Title: `${card.title} - ${brand.name}`, Author: brand.name },
  });
  registerTextFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = doc.page.margins.top;

  // Header: the logo, else the store's name in its colour.
  if (input.logoImage) drawPdfImage(doc, input.logoImage, { x: left, y, width: 200, height: 40 }, 'fit');
  else writeText(doc.fontSize(20).fillColor(brand.accentText), brand.name, 'bold', left, y + 8, { width });
  y += 52;
  doc.rect(left, y, width, 3).fill(brand.color);
  y += 19;

  // The card's face.
  // A voucher's page also says what it includes and how to book: its card face is shorter.
  const cardHeight = Math.round(width * (card.voucher ? 0.28 : 0.42));
  doc.save().roundedRect(left, y, width, cardHeight, 16).clip();
  if (input.designImage) {
    doc.rect(left, y, width, cardHeight).fill('#e5e7eb');
    drawPdfImage(doc, input.designImage, { x: left, y, width, height: cardHeight }, 'cover');
  } else {
    doc.rect(left, y, width, cardHeight).fill(brand.color);
    writeText(doc.fillColor(brand.onColor).fontSize(20), brand.name, 'bold', left + 24, y + 22, { width: width - 48 });
    writeText(
      doc.fontSize(card.voucher ? 30 : 44),
      card.faceValue,
      'bold',
      left + 24,
      y + cardHeight / 2 - (card.voucher ? 18 : 26),
      { width: width - 48, height: 44, ellipsis: true },
    );
    writeText(doc.fontSize(16), card.title, 'regular', left + 24, y + cardHeight - 44, { width: width - 48 });
  }
  doc.restore();
  y += cardHeight + 24;

  // Title and who it is from and for.
  writeText(doc.fillColor('#111827').fontSize(22), card.title, 'bold', left, y, { width, height: 30, ellipsis: true });
  y = doc.y + 2;
  const byline = [card.senderName && `From ${card.senderName}`, card.recipientName && `For ${card.recipientName}`]
    .filter(Boolean)
    .join('  -  ');
  if (byline) {
    writeText(doc.fontSize(12).fillColor(GREY), byline, 'regular', left, y, { width, height: 18, ellipsis: true });
    y = doc.y;
  }
  y += 14;

  // Facts and code on the left, the QR code on the right.
  const qrSize = 130;
  const factsWidth = width - qrSize - 24;
  const factsTop = y;
  const fact = (label: string, value: string) => {
    writeText(doc.fontSize(10).fillColor(GREY), label.toUpperCase(), 'regular', left, y, {
      width: factsWidth,
      characterSpacing: 0.5,
    });
    writeText(doc.fontSize(14).fillColor('#111827'), value, 'bold', left, doc.y + 1, { width: factsWidth });
    y = doc.y + 8;
  };
  if (card.voucher) {
    // Decision 0015: what it is for and whether it can still be used, never an amount.
    if (card.voucher.option) fact('Option', card.voucher.option);
    fact('Status', card.voucher.status);
  } else {
    fact('Amount', card.amount);
    fact('Current balance', card.balance);
  }
  fact('Expires', card.expires ?? 'Never');
  writeText(doc.fontSize(10).fillColor(GREY), card.voucher ? 'VOUCHER CODE' : 'GIFT CARD CODE', 'regular', left, y, {
    width: factsWidth,
    characterSpacing: 0.5,
  });
  doc
    .font('Courier-Bold')
    .fontSize(18)
    .fillColor('#111827')
    .text(card.code, left, doc.y + 5, { width: factsWidth });
  y = doc.y;
  doc.image(qr, left + width - qrSize, factsTop, { width: qrSize, height: qrSize });
  writeText(
    doc.fontSize(9).fillColor(GREY),
    'Scan for the code',
    'regular',
    left + width - qrSize,
    factsTop + qrSize + 4,
    { width: qrSize, align: 'center' },
  );
  y = Math.max(y, factsTop + qrSize + 20) + 16;

  // The message, bounded so the page never overflows (product §9: at most 300 characters).
  if (card.message) {
    const boxHeight = card.voucher ? 84 : 100;
    doc.roundedRect(left, y, width, boxHeight, 10).fill('#f3f4f6');
    doc.rect(left, y, 4, boxHeight).fill(brand.color);
    writeText(doc.fillColor('#111827').fontSize(12), card.message, 'italic', left + 18, y + 14, {
      width: width - 36,
      height: boxHeight - 44,
      ellipsis: true,
    });
    if (card.senderName)
      writeText(doc.fontSize(11).fillColor(GREY), `- ${card.senderName}`, 'regular', left + 18, y + boxHeight - 26, {
        width: width - 36,
      });
    y += boxHeight + 16;
  }

  if (card.voucher)
    y = writeVoucherSections(doc, card.voucher, brand.name, contactLink(input.bookingUrl), { left, y, width });
  const redeem = card.voucher
    ? `Show this voucher to use it at ${brand.name}`
    : `Enter the code at checkout on ${brand.name}`;
  // The line links to the store; it reads as the address without its scheme.
  const store = contactLink(input.storeUrl);
  writeText(doc.fontSize(10).fillColor(GREY), `${redeem}: ${store?.text ?? input.storeUrl}`, 'regular', left, y, {
    width,
    ...(store ? { link: store.href } : {}),
  });
  doc.end();
  return finished;
}
