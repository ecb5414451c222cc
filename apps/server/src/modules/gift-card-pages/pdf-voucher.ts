import type PDFDocument from 'pdfkit';
import { bookingSentence, type ContactLink } from '../../lib/contact-link.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
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
  column: { x: number; y: number; width: number; align?: 'right' },
  link: ContactLink | null = null,
): number {
  const { align } = column;
  writeText(doc.fontSize(12).fillColor(INK), heading, 'bold', column.x, column.y, { width: column.width, align });
  writeText(doc.fontSize(10.5).fillColor(INK), text, 'regular', column.x, doc.y + 2, {
    width: column.width,
    height: link ? 48 : 62,
    ellipsis: true,
    align,
  });
  if (link)
    writeText(doc.fillColor(LINK), link.text, 'regular', column.x, doc.y + 2, {
      width: column.width,
      link: link.href,
      underline: true,
      align,
    });
  return doc.y;
}

/**
 * A voucher's "What's included" and "How to book" side by side (decision 0015), each bounded so
 * the page never overflows; right to left, "What's included" is the right-hand column and both
 * read from the right. Returns where the next line starts.
 */
export function writeVoucherSections(
  doc: Doc,
  voucher: VoucherPresentation,
  storeName: string,
  contact: ContactLink | null,
  box: { left: number; y: number; width: number },
  loc: Localizer,
): number {
  const { left, y, width } = box;
  const rtl = loc.dir === 'rtl';
  const align = rtl ? ('right' as const) : undefined;
  // The contact goes on a line of its own under the sentence, as a link (mailto:, tel: or the web).
  const booking = bookingSentence(loc, storeName, null);
  const howToBook = loc.i18n._({ id: 'voucher.how-to-book', message: 'How to book' });
  if (voucher.included.length === 0)
    return section(doc, howToBook, booking, { x: left, y, width, align }, contact) + 12;
  const includedWidth = Math.round((width - GAP) * 0.58);
  const bookingWidth = width - includedWidth - GAP;
  const included = voucher.included.map((line) => `•  ${line}`).join('\n');
  const includedEnd = section(doc, loc.i18n._({ id: 'voucher.included', message: "What's included" }), included, {
    x: rtl ? left + bookingWidth + GAP : left,
    y,
    width: includedWidth,
    align,
  });
  const bookingEnd = section(
    doc,
    howToBook,
    booking,
    { x: rtl ? left : left + includedWidth + GAP, y, width: bookingWidth, align },
    contact,
  );
  return Math.max(includedEnd, bookingEnd) + 12;
}
