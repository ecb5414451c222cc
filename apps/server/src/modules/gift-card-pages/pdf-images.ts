import type PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { PdfImage } from './card-image-file.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Draws an image in a box: 'cover' fills it (cropping the overflow, as the card's artwork is
 * shown on its page), 'fit' keeps it whole at the box's start: its left, or its right for a
 * right-to-left page (`align` 'end').
 */
export function drawPdfImage(
  doc: Doc,
  image: PdfImage,
  box: { x: number; y: number; width: number; height: number },
  mode: 'cover' | 'fit',
  align: 'start' | 'end' = 'start',
): void {
  const { x, y, width, height } = box;
  if (image.kind === 'raster') {
    if (mode === 'cover') doc.image(image.bytes, x, y, { cover: [width, height], align: 'center', valign: 'center' });
    else doc.image(image.bytes, x, y, { fit: [width, height], align: align === 'end' ? 'right' : undefined });
    return;
  }
  SVGtoPDF(doc as never, image.markup, x, y, {
    width,
    height,
    preserveAspectRatio: mode === 'cover' ? 'xMidYMid slice' : align === 'end' ? 'xMaxYMid meet' : 'xMinYMid meet',
  });
}
