import type PDFDocument from 'pdfkit';
import { fontChain, textRuns, type FontStyle, type TextRun } from './pdf-fonts.ts';

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = PDFKit.Mixins.TextOptions;

/** Makes every face of the chain available to the document; only the ones used are embedded. */
export function registerTextFonts(doc: Doc): void {
  for (const style of ['regular', 'bold', 'italic'] as const)
    for (const face of fontChain(style)) doc.registerFont(face.name, face.bytes);
}

/** One paragraph: one pdfkit call per run of one font, continued, so it wraps as one paragraph. */
function writeRuns(doc: Doc, runs: TextRun[], x: number, y: number, options: TextOptions) {
  if (runs.length === 0) {
    doc.y = y + doc.currentLineHeight(true);
    return;
  }
  runs.forEach((run, index) => {
    doc.font(run.font);
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
}

/**
 * Writes text in any script at (x, y), paragraph by paragraph (pdfkit loses a line break between
 * continued fragments). A height bounds the whole text, as it does for one pdfkit call.
 */
export function writeText(
  doc: Doc,
  text: string,
  style: FontStyle,
  x: number,
  y: number,
  options: TextOptions = {},
): Doc {
  text.split('\n').forEach((paragraph, index) => {
    const top = index === 0 ? y : doc.y;
    const height = options.height === undefined ? undefined : options.height - (top - y);
    if (height !== undefined && height < doc.currentLineHeight(true)) return;
    writeRuns(doc, textRuns(paragraph, style), x, top, { ...options, height });
  });
  return doc;
}
