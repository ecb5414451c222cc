import PDFDocument from 'pdfkit';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import { codeQrPng } from './code-qr.ts';

export interface PdfInput {
  brand: StoreBrand;
  card: CardPresentation;
  /** The store's public address, printed as where to redeem. */
  storeUrl: string;
  designImage: Buffer | null;
  logoImage: Buffer | null;
  /** Letter for North American currencies, A4 elsewhere. */
  paper: 'LETTER' | 'A4';
}

const GREY = '#4b5563';

/** The standard PDF fonts cover Latin-1 only; other characters would print as garbage. */
export const printable = (text: string) => text.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff\n\u2013\u2014\u2018\u2019\u201c\u201d\u20ac\u2022]/g, '');

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
    info: { Title: `${printable(card.title)} - ${printable(brand.name)}`, Author: printable(brand.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = doc.page.margins.top;

  // Header: the logo when it is a raster image, else the store's name in its colour.
  if (input.logoImage) doc.image(input.logoImage, left, y, { fit: [200, 40] });
  else doc.font('Helvetica-Bold').fontSize(20).fillColor(brand.accentText).text(printable(brand.name), left, y + 8, { width });
  y += 52;
  doc.rect(left, y, width, 3).fill(brand.color);
  y += 19;

  // The card's face.
  const cardHeight = Math.round(width * 0.42);
  doc.save().roundedRect(left, y, width, cardHeight, 16).clip();
  if (input.designImage) {
    doc.rect(left, y, width, cardHeight).fill('#e5e7eb');
    doc.image(input.designImage, left, y, { cover: [width, cardHeight], align: 'center', valign: 'center' });
  } else {
    doc.rect(left, y, width, cardHeight).fill(brand.color);
    doc.fillColor(brand.onColor).font('Helvetica-Bold').fontSize(20).text(printable(brand.name), left + 24, y + 22, { width: width - 48 });
    doc.fontSize(44).text(printable(card.amount), left + 24, y + cardHeight / 2 - 26, { width: width - 48 });
    doc.font('Helvetica').fontSize(16).text(printable(card.title), left + 24, y + cardHeight - 44, { width: width - 48 });
  }
  doc.restore();
  y += cardHeight + 24;

  // Title and who it is from and for.
  doc.fillColor('#111827').font('Helvetica-Bold').fontSize(22).text(printable(card.title), left, y, { width, height: 26, ellipsis: true });
  y = doc.y + 2;
  const byline = [card.senderName && `From ${card.senderName}`, card.recipientName && `For ${card.recipientName}`].filter(Boolean).join('  -  ');
  if (byline) {
    doc.font('Helvetica').fontSize(12).fillColor(GREY).text(printable(byline), left, y, { width, height: 15, ellipsis: true });
    y = doc.y;
  }
  y += 14;

  // Facts and code on the left, the QR code on the right.
  const qrSize = 130;
  const factsWidth = width - qrSize - 24;
  const factsTop = y;
  const fact = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(label.toUpperCase(), left, y, { width: factsWidth, characterSpacing: 0.5 });
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#111827').text(printable(value), left, doc.y + 1, { width: factsWidth });
    y = doc.y + 8;
  };
  fact('Amount', card.amount);
  fact('Current balance', card.balance);
  fact('Expires', card.expires ?? 'Never');
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text('GIFT CARD CODE', left, y, { width: factsWidth, characterSpacing: 0.5 });
  doc.font('Courier-Bold').fontSize(18).fillColor('#111827').text(card.code, left, doc.y + 2, { width: factsWidth });
  y = doc.y;
  doc.image(qr, left + width - qrSize, factsTop, { width: qrSize, height: qrSize });
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text('Scan for the code', left + width - qrSize, factsTop + qrSize + 4, { width: qrSize, align: 'center' });
  y = Math.max(y, factsTop + qrSize + 20) + 16;

  // The message, bounded so the page never overflows (SPEC §9: at most 300 characters).
  if (card.message) {
    const boxHeight = 100;
    doc.roundedRect(left, y, width, boxHeight, 10).fill('#f3f4f6');
    doc.rect(left, y, 4, boxHeight).fill(brand.color);
    doc.fillColor('#111827').font('Helvetica-Oblique').fontSize(12).text(printable(card.message), left + 18, y + 14, {
      width: width - 36,
      height: boxHeight - 44,
      ellipsis: true,
    });
    if (card.senderName) doc.font('Helvetica').fontSize(11).fillColor(GREY).text(printable(`- ${card.senderName}`), left + 18, y + boxHeight - 26, { width: width - 36 });
    y += boxHeight + 16;
  }

  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(printable(`Enter the code at checkout on ${brand.name}: ${input.storeUrl}`), left, y, { width });
  doc.end();
  return finished;
}
