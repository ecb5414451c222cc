import type PDFDocument from 'pdfkit';
import { bookingSentence, type ContactLink } from '../../lib/contact-link.ts';
import type { VoucherPresentation } from './card-presentation.ts';
import { writeText } from './pdf-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

const INK = '#111827';
const GAP = 24;

const LINK = '#1d4ed8';

/** A bold heading and a bounded block of text under it, in one column, then a link; returns where it ends. */
function section(
  doc: Doc,
  heading: string,
  text: string,
  column: { x: number; y: number; width: number },
  link: ContactLink | null = null,
): number {
  writeText(doc.fontSize(12).fillColor(INK), heading, 'bold', column.x, column.y, { width: column.width });
  writeText(doc.fontSize(10.5).fillColor(INK), text, 'regular', column.x, doc.y + 2, {
    width: column.width,
    height: link ? 48 : 62,
    ellipsis: true,
  });
  if (link)
    writeText(doc.fillColor(LINK), link.text, 'regular', column.x, doc.y + 2, {
      width: column.width,
      link: link.href,
      underline: true,
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
  storeName: string,
  contact: ContactLink | null,
  box: { left: number; y: number; width: number },
): number {
  const { left, y, width } = box;
  // The contact goes on a line of its own under the sentence, as a link (mailto:, tel: or the web).
  const booking = bookingSentence(storeName, null);
  if (voucher.included.length === 0) return section(doc, 'How to book', booking, { x: left, y, width }, contact) + 12;
  const includedWidth = Math.round((width - GAP) * 0.58);
  const included = voucher.included.map((line) => `•  ${line}`).join('\n');
  const leftEnd = section(doc, "What's included", included, { x: left, y, width: includedWidth });
  const rightEnd = section(
    doc,
    'How to book',
    booking,
    { x: left + includedWidth + GAP, y, width: width - includedWidth - GAP },
    contact,
  );
  return Math.max(leftEnd, rightEnd) + 12;
}
