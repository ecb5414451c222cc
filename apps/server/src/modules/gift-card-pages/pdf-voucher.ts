import type PDFDocument from 'pdfkit';
import type { VoucherPresentation } from './card-presentation.ts';
import { writeText } from './pdf-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

const INK = '#111827';
const GAP = 24;

/** A bold heading and a bounded block of text under it, in one column; returns where it ends. */
function section(doc: Doc, heading: string, text: string, column: { x: number; y: number; width: number }): number {
  writeText(doc.fontSize(12).fillColor(INK), heading, 'bold', column.x, column.y, { width: column.width });
  writeText(doc.fontSize(10.5).fillColor(INK), text, 'regular', column.x, doc.y + 2, {
    width: column.width,
    height: 62,
    ellipsis: true,
  });
  return doc.y;
}

/**
 * A voucher's "What's included" and "How to book" side by side (decision 0015), each bounded so
 * the page never overflows. Returns where the next line starts.
 */
export function writeVoucherSections(
  doc: Doc,
  voucher: VoucherPresentation,
  booking: string,
  box: { left: number; y: number; width: number },
): number {
  const { left, y, width } = box;
  if (voucher.included.length === 0) return section(doc, 'How to book', booking, { x: left, y, width }) + 12;
  const includedWidth = Math.round((width - GAP) * 0.58);
  const included = voucher.included.map((line) => `•  ${line}`).join('\n');
  const leftEnd = section(doc, "What's included", included, { x: left, y, width: includedWidth });
  const rightEnd = section(doc, 'How to book', booking, {
    x: left + includedWidth + GAP,
    y,
    width: width - includedWidth - GAP,
  });
  return Math.max(leftEnd, rightEnd) + 12;
}
