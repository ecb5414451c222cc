import PDFDocument from 'pdfkit';
import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { PdfImage } from '../gift-card-pages/index.ts';
import { codeQrPng } from '../gift-card-pages/index.ts';
import { drawPdfImage } from '../gift-card-pages/index.ts';
import { registerTextFonts, writeText } from '../gift-card-pages/index.ts';

/** ISO/IEC 7810 ID-1, a bank card's size: 85.6 × 54 mm, in PDF points (1 mm = 72 / 25.4 pt). */
const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;
const COLUMNS = 2;
const ROWS = 5;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
/** Crop marks: 4 mm long, 1.5 mm clear of the cut. */
const MARK_LENGTH = 4 * MM;
const MARK_GAP = 1.5 * MM;
const INK = '#111827';
const GREY = '#4b5563';
const PAD = 4 * MM;

export type Paper = 'A4' | 'LETTER';

export interface PrintCard {
  code: string;
  /** Minor units; null for card stock, whose value is paid at the till. */
  amountMinor: number | null;
  currency: string;
  expiresOn: string | null;
  /** Given away in a promotion (decision 0225): the card says so, and that it has no fees. */
  promotional: boolean;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** "EXPIRES FEB 27, 2027": California Civil Code 1749.5(d) wants a promotional card's expiry in capitals of at least 10 points on its front. */
export const printedExpiry = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `EXPIRES ${MONTHS[month - 1]} ${date}, ${year}`;
};

/**
 * A batch's print sheets (issue 31): ten cards of 85.6 × 54 mm to a page, two across and five
 * down, edge to edge so one cut serves two cards, with crop marks outside the grid at every cut.
 * Each card: the store's logo (or name), its colour, the value, the expiry, the code and its QR
 * code. A promotional card also says on its front that it is promotional and has no fees, as
 * Regulation E 12 CFR 1005.20(a)(4)(iii) asks of a promotional card that expires sooner than five years.
 */
export async function renderPrintSheets(
  brand: StoreBrand,
  logo: PdfImage | null,
  paper: Paper,
  cards: PrintCard[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Gift cards - ${brand.name}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerTextFonts(doc);
  for (let start = 0; start < cards.length; start += CARDS_PER_PAGE) {
    doc.addPage();
    const left = (doc.page.width - COLUMNS * CARD_WIDTH) / 2;
    const top = (doc.page.height - ROWS * CARD_HEIGHT) / 2;
    drawCropMarks(doc, left, top);
    const page = cards.slice(start, start + CARDS_PER_PAGE);
    for (const [index, card] of page.entries()) {
      const x = left + (index % COLUMNS) * CARD_WIDTH;
      const y = top + Math.floor(index / COLUMNS) * CARD_HEIGHT;
      await drawCard(doc, brand, logo, card, x, y);
    }
  }
  doc.end();
  return finished;
}

/** Short lines in the margin on the line of every cut, never over a card. */
function drawCropMarks(doc: PDFKit.PDFDocument, left: number, top: number): void {
  const right = left + COLUMNS * CARD_WIDTH;
  const bottom = top + ROWS * CARD_HEIGHT;
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (let column = 0; column <= COLUMNS; column += 1) {
    const x = left + column * CARD_WIDTH;
    doc
      .moveTo(x, top - MARK_GAP)
      .lineTo(x, top - MARK_GAP - MARK_LENGTH)
      .stroke();
    doc
      .moveTo(x, bottom + MARK_GAP)
      .lineTo(x, bottom + MARK_GAP + MARK_LENGTH)
      .stroke();
  }
  for (let row = 0; row <= ROWS; row += 1) {
    const y = top + row * CARD_HEIGHT;
    doc
      .moveTo(left - MARK_GAP, y)
      .lineTo(left - MARK_GAP - MARK_LENGTH, y)
      .stroke();
    doc
      .moveTo(right + MARK_GAP, y)
      .lineTo(right + MARK_GAP + MARK_LENGTH, y)
      .stroke();
  }
  doc.restore();
}

async function drawCard(
  doc: PDFKit.PDFDocument,
  brand: StoreBrand,
  logo: PdfImage | null,
  card: PrintCard,
  x: number,
  y: number,
): Promise<void> {
  // A band of the store's colour along the top, bled to the cut so no white sliver shows.
  const band = 11 * MM;
  doc.rect(x, y, CARD_WIDTH, band).fill(brand.color);
  if (logo) {
    // The logo sits on a white tile so it reads on any colour.
    doc.roundedRect(x + PAD - 1, y + 2 * MM - 1, 32 * MM + 2, band - 4 * MM + 2, 2).fill('#ffffff');
    drawPdfImage(doc, logo, { x: x + PAD, y: y + 2 * MM, width: 32 * MM, height: band - 4 * MM }, 'fit');
  } else
    writeText(doc.fontSize(11).fillColor(brand.onColor), brand.name, 'bold', x + PAD, y + 3.5 * MM, {
      width: CARD_WIDTH - 2 * PAD,
      lineBreak: false,
      ellipsis: true,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(brand.onColor)
    .text(card.promotional ? 'PROMOTIONAL CARD' : 'GIFT CARD', x + PAD, y + 4 * MM, {
      width: CARD_WIDTH - 2 * PAD,
      align: 'right',
      lineBreak: false,
    });

  const qrSize = 24 * MM;
  const qrX = x + CARD_WIDTH - PAD - qrSize;
  const qrY = y + CARD_HEIGHT - PAD - qrSize;
  doc.image(await codeQrPng(card.code), qrX, qrY, { width: qrSize, height: qrSize });

  const textWidth = qrX - x - PAD - 2 * MM;
  const value =
    card.amountMinor === null ? 'Value added at the till' : formatMoney(minorUnits(card.amountMinor), card.currency);
  doc
    .font('Helvetica-Bold')
    .fontSize(card.amountMinor === null ? 10 : 18)
    .fillColor(brand.accentText)
    .text(value, x + PAD, y + band + 3 * MM, { width: textWidth, lineBreak: false });
  if (card.expiresOn)
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(printedExpiry(card.expiresOn), x + PAD, y + band + 10.5 * MM, { width: textWidth, lineBreak: false });
  if (card.promotional)
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(GREY)
      .text('Given away, not sold.\nNo fees.', x + PAD, y + band + 15.5 * MM, {
        width: textWidth,
      });
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(GREY)
    .text('CODE', x + PAD, y + CARD_HEIGHT - PAD - 10 * MM, { width: textWidth });
  doc
    .font('Courier-Bold')
    .fontSize(card.code.length > 19 ? 8.5 : 10)
    .fillColor(INK)
    .text(card.code, x + PAD, y + CARD_HEIGHT - PAD - 7 * MM, { width: textWidth, lineBreak: false });
}
