import PDFDocument from 'pdfkit';
import type { FulfilmentOrder } from '@giftfront/domain/admin/fulfilment';
import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { PdfImage } from '../gift-card-pages/index.ts';
import { codeQrPng } from '../gift-card-pages/index.ts';
import { drawPdfImage } from '../gift-card-pages/index.ts';
import { registerTextFonts, writeText } from '../gift-card-pages/index.ts';
import type { QueueCardRow } from './queue-read-model.ts';

export interface PackingSlip {
  order: FulfilmentOrder;
  cards: QueueCardRow[];
}

const GREY = '#4b5563';
const INK = '#111827';
const QR_SIZE = 96;
const CARD_BLOCK_HEIGHT = QR_SIZE + 70;

/** Packing slips, one order per page (more when it has many cards): logo, order, address, items, each card's code and QR code, the message. */
export async function renderPackingSlips(
  brand: StoreBrand,
  logo: PdfImage | null,
  slips: PackingSlip[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    info: { Title: `Packing slips - ${brand.name}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Names, addresses and messages come in any script: written with the gift card PDF's font chain.
  registerTextFonts(doc);
  for (const slip of slips) await drawSlip(doc, brand, logo, slip);
  doc.end();
  return finished;
}

async function drawSlip(
  doc: PDFKit.PDFDocument,
  brand: StoreBrand,
  logo: PdfImage | null,
  { order, cards }: PackingSlip,
) {
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = doc.page.margins.top;

  if (logo) drawPdfImage(doc, logo, { x: left, y, width: 180, height: 36 }, 'fit');
  else writeText(doc.fontSize(18).fillColor(brand.accentText), brand.name, 'bold', left, y + 6, { width: width / 2 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text('Packing slip', left, y + 6, { width, align: 'right' });
  y += 48;
  doc.rect(left, y, width, 3).fill(brand.color);
  y += 16;

  doc.font('Helvetica').fontSize(10).fillColor(GREY).text('ORDER', left, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(order.reference, left, doc.y + 1);
  writeText(
    doc.fontSize(10).fillColor(GREY),
    `Placed ${order.createdAt.slice(0, 10)} by ${order.buyerName} (${order.buyerEmail})`,
    'regular',
    left,
    doc.y + 2,
    { width: width / 2 - 12 },
  );
  const addressTop = y;
  const shipTo = [order.recipient, ...order.addressLines, order.country ?? '', order.mobileNumber ?? ''].filter(
    Boolean,
  );
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(GREY)
    .text('SHIP TO', left + width / 2, addressTop);
  writeText(doc.fontSize(12).fillColor(INK), shipTo.join('\n'), 'regular', left + width / 2, doc.y + 1, {
    width: width / 2,
  });
  y = Math.max(doc.y, y + 60) + 16;

  doc.font('Helvetica').fontSize(10).fillColor(GREY).text('ITEMS', left, y);
  for (const item of order.items)
    writeText(
      doc.fontSize(12).fillColor(INK),
      `${item.quantity} × ${item.productName} (${item.denominationLabel})`,
      'regular',
      left,
      doc.y + 2,
      { width },
    );
  y = doc.y + 16;

  for (const card of cards) {
    if (y + CARD_BLOCK_HEIGHT > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    y = await drawCard(doc, card, left, y, width);
  }
}

async function drawCard(
  doc: PDFKit.PDFDocument,
  card: QueueCardRow,
  left: number,
  top: number,
  width: number,
): Promise<number> {
  const textWidth = width - QR_SIZE - 24;
  doc
    .roundedRect(left, top, width, CARD_BLOCK_HEIGHT - 12, 8)
    .lineWidth(1)
    .stroke('#d1d5db');
  const x = left + 14;
  // Each line at its own place in the box: the text fonts' line height (with its gap) is taller
  // than the font size, and a line that did not fit its height was left out, which put the code
  // above the box, across its border (issue 25 defect 9).
  writeText(
    doc.fontSize(13).fillColor(INK),
    `${card.title ?? 'Gift card'} – ${formatMoney(minorUnits(card.initialMinor), card.currency)}`,
    'bold',
    x,
    top + 12,
    { width: textWidth - 14, height: 22, ellipsis: true, lineBreak: false },
  );
  const people = [card.senderName && `From ${card.senderName}`, card.recipientName && `For ${card.recipientName}`]
    .filter(Boolean)
    .join('  –  ');
  if (people)
    writeText(doc.fontSize(10).fillColor(GREY), people, 'regular', x, top + 34, {
      width: textWidth - 14,
      height: 18,
      ellipsis: true,
      lineBreak: false,
    });
  doc
    .font('Courier-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(card.code, x, top + 56, { width: textWidth - 14, lineBreak: false });
  if (card.message)
    writeText(doc.fontSize(10).fillColor(INK), card.message, 'italic', x, top + 80, {
      width: textWidth - 14,
      height: CARD_BLOCK_HEIGHT - 12 - 80 - 10,
      ellipsis: true,
    });
  doc.image(await codeQrPng(card.code), left + width - QR_SIZE - 14, top + 12, { width: QR_SIZE, height: QR_SIZE });
  return top + CARD_BLOCK_HEIGHT;
}
