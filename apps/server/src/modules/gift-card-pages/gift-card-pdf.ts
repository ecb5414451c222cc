import PDFDocument from 'pdfkit';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
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
  /** The card's language (its order's, issue 29). */
  loc: Localizer;
}

const GREY = '#4b5563';

export function paperFor(currency: string): 'LETTER' | 'A4' {
  return ['USD', 'CAD', 'MXN'].includes(currency.toUpperCase()) ? 'LETTER' : 'A4';
}

/** GET /GiftCard/Pdf/{id}: one printable page with the card, its facts, the message and a QR code of the code. */
export async function renderGiftCardPdf(input: PdfInput): Promise<Buffer> {
  const { brand, card, loc } = input;
  const { i18n } = loc;
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

  // A right-to-left language mirrors the whole page: every text from the right (its start), the logo
  // on the right, the QR code and the voucher's second column on the left, the message's accent on the right.
  const rtl = loc.dir === 'rtl';
  const align = rtl ? ('right' as const) : undefined;
  // Letter spacing would pull Arabic's joined letters apart.
  const spaced = rtl ? {} : { characterSpacing: 0.5 };

  // Header: the logo, else the store's name in its colour, at the start of the line.
  const logoWidth = 200;
  if (input.logoImage)
    drawPdfImage(
      doc,
      input.logoImage,
      { x: rtl ? left + width - logoWidth : left, y, width: logoWidth, height: 40 },
      'fit',
      rtl ? 'end' : 'start',
    );
  else writeText(doc.fontSize(20).fillColor(brand.accentText), brand.name, 'bold', left, y + 8, { width, align });
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
    writeText(doc.fillColor(brand.onColor).fontSize(20), brand.name, 'bold', left + 24, y + 22, {
      width: width - 48,
      align,
    });
    // One line of it: a height under the font's line height would drop the value altogether.
    const faceSize = card.voucher ? 30 : 44;
    writeText(
      doc.fontSize(faceSize),
      card.faceValue,
      'bold',
      left + 24,
      y + cardHeight / 2 - (card.voucher ? 18 : 26),
      { width: width - 48, height: faceSize * 1.5, ellipsis: true, align },
    );
    writeText(doc.fontSize(16), card.title, 'regular', left + 24, y + cardHeight - 44, { width: width - 48, align });
  }
  doc.restore();
  y += cardHeight + 24;

  // Title and who it is from and for.
  writeText(doc.fillColor('#111827').fontSize(22), card.title, 'bold', left, y, {
    width,
    height: 30,
    ellipsis: true,
    align,
  });
  y = doc.y + 2;
  const byline = [
    card.senderName && i18n._({ id: 'card.from', message: 'From {sender}', values: { sender: card.senderName } }),
    card.recipientName &&
      i18n._({ id: 'card.for', message: 'For {recipient}', values: { recipient: card.recipientName } }),
  ]
    .filter(Boolean)
    .join('  -  ');
  if (byline) {
    writeText(doc.fontSize(12).fillColor(GREY), byline, 'regular', left, y, {
      width,
      height: 18,
      ellipsis: true,
      align,
    });
    y = doc.y;
  }
  y += 14;

  // Facts and code on the left, the QR code on the right (mirrored right to left).
  const qrSize = 130;
  const factsWidth = width - qrSize - 24;
  const factsLeft = rtl ? left + qrSize + 24 : left;
  const qrLeft = rtl ? left : left + width - qrSize;
  const factsTop = y;
  const fact = (label: string, value: string) => {
    writeText(doc.fontSize(10).fillColor(GREY), label.toLocaleUpperCase(loc.intl), 'regular', factsLeft, y, {
      width: factsWidth,
      align,
      ...spaced,
    });
    writeText(doc.fontSize(14).fillColor('#111827'), value, 'bold', factsLeft, doc.y + 1, { width: factsWidth, align });
    y = doc.y + 8;
  };
  if (card.voucher) {
    // Decision 0015: what it is for and whether it can still be used, never an amount.
    if (card.voucher.option) fact(i18n._({ id: 'card.option', message: 'Option' }), card.voucher.option);
    fact(i18n._({ id: 'card.status', message: 'Status' }), card.voucher.status);
  } else {
    fact(i18n._({ id: 'card.amount', message: 'Amount' }), card.amount);
    fact(i18n._({ id: 'card.balance', message: 'Current balance' }), card.balance);
  }
  fact(
    i18n._({ id: 'card.expires', message: 'Expires' }),
    card.expires ?? i18n._({ id: 'card.expires.never', message: 'Never' }),
  );
  const codeLabel = card.voucher
    ? i18n._({ id: 'card.code.voucher', message: 'Voucher code' })
    : i18n._({ id: 'card.code.gift-card', message: 'Gift card code' });
  writeText(doc.fontSize(10).fillColor(GREY), codeLabel.toLocaleUpperCase(loc.intl), 'regular', factsLeft, y, {
    width: factsWidth,
    align,
    ...spaced,
  });
  doc
    .font('Courier-Bold')
    .fontSize(18)
    .fillColor('#111827')
    .text(card.code, factsLeft, doc.y + 5, { width: factsWidth, align });
  y = doc.y;
  doc.image(qr, qrLeft, factsTop, { width: qrSize, height: qrSize });
  writeText(
    doc.fontSize(9).fillColor(GREY),
    i18n._({ id: 'card.scan', message: 'Scan for the code' }),
    'regular',
    qrLeft,
    factsTop + qrSize + 4,
    { width: qrSize, align: 'center' },
  );
  y = Math.max(y, factsTop + qrSize + 20) + 16;

  // The message, bounded so the page never overflows (product §9: at most 300 characters).
  if (card.message) {
    const boxHeight = card.voucher ? 84 : 100;
    doc.roundedRect(left, y, width, boxHeight, 10).fill('#f3f4f6');
    // The accent on the side the text starts from.
    doc.rect(rtl ? left + width - 4 : left, y, 4, boxHeight).fill(brand.color);
    writeText(doc.fillColor('#111827').fontSize(12), card.message, 'italic', left + 18, y + 14, {
      width: width - 36,
      height: boxHeight - 44,
      ellipsis: true,
      align,
    });
    if (card.senderName)
      writeText(doc.fontSize(11).fillColor(GREY), `- ${card.senderName}`, 'regular', left + 18, y + boxHeight - 26, {
        width: width - 36,
        align,
      });
    y += boxHeight + 16;
  }

  if (card.voucher)
    y = writeVoucherSections(doc, card.voucher, brand.name, contactLink(input.bookingUrl), { left, y, width }, loc);
  // The line links to the store; it reads as the address without its scheme.
  const store = contactLink(input.storeUrl);
  const address = store?.text ?? input.storeUrl;
  const redeem = card.voucher
    ? i18n._({
        id: 'pdf.redeem.voucher',
        message: 'Show this voucher to use it at {store}: {address}',
        values: { store: brand.name, address },
      })
    : i18n._({
        id: 'pdf.redeem.gift-card',
        message: 'Enter the code at checkout on {store}: {address}',
        values: { store: brand.name, address },
      });
  writeText(doc.fontSize(10).fillColor(GREY), redeem, 'regular', left, y, {
    width,
    align,
    ...(store ? { link: store.href } : {}),
  });
  doc.end();
  return finished;
}
