import type PDFDocument from 'pdfkit';
import { hasRightToLeft, visualRuns } from './pdf-bidi.ts';
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

/** A piece of a line, drawn in one font. */
interface Piece {
  font: string;
  text: string;
  width: number;
}

const widthOf = (doc: Doc, run: TextRun) => doc.font(run.font).widthOfString(run.text);

/** Greedy lines of whole words (spaces kept with the word before), in logical order. */
function breakLines(doc: Doc, paragraph: string, style: FontStyle, width: number): string[] {
  const words = paragraph.match(/\S+\s*|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = textRuns(word.trimEnd(), style).reduce((sum, run) => sum + widthOf(doc, run), 0);
    if (line && lineWidth + wordWidth > width) {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    }
    line += word;
    lineWidth += textRuns(word, style).reduce((sum, run) => sum + widthOf(doc, run), 0);
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * A line's pieces left to right: bidi runs in visual order, each cut by font. A right-to-left run
 * is cut at its spaces too and its words put in reverse order, each word shaped (and its glyphs
 * reversed) by fontkit: pdfkit drops a space inside a right-to-left fragment.
 */
function linePieces(doc: Doc, line: string, style: FontStyle): Piece[] {
  return visualRuns(line).flatMap((run) => {
    const rtl = run.level % 2 === 1;
    const words = rtl ? (run.text.match(/\s+|\S+/g) ?? []).reverse() : [run.text];
    return words.flatMap((word) => {
      const byFont = textRuns(word, style);
      return (rtl ? byFont.reverse() : byFont).map((part) => ({ ...part, width: widthOf(doc, part) }));
    });
  });
}

/**
 * A paragraph with Arabic or Hebrew: pdfkit places the words of a line left to right, which
 * puts a right-to-left name's words in the wrong order. Its lines are broken here, each line
 * reordered by the bidi algorithm (pdf-bidi.ts) and its pieces drawn one by one.
 */
function writeBidiParagraph(doc: Doc, paragraph: string, style: FontStyle, x: number, y: number, options: TextOptions) {
  const width = options.width ?? doc.page.width - x - doc.page.margins.right;
  const lineHeight = doc.currentLineHeight(true);
  const { link, underline, characterSpacing } = options;
  let top = y;
  for (const line of breakLines(doc, paragraph, style, width)) {
    if (options.height !== undefined && top + lineHeight > y + options.height) break;
    const pieces = linePieces(doc, line, style);
    const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
    const startOffset =
      options.align === 'center' ? (width - total) / 2 : options.align === 'right' ? width - total : 0;
    let left = x + Math.max(0, startOffset);
    for (const piece of pieces) {
      if (piece.text.trim())
        doc.font(piece.font).text(piece.text, left, top, { lineBreak: false, link, underline, characterSpacing });
      left += piece.width;
    }
    top += lineHeight;
  }
  doc.x = x;
  doc.y = top;
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
    if (hasRightToLeft(paragraph)) writeBidiParagraph(doc, paragraph, style, x, top, { ...options, height });
    else writeRuns(doc, textRuns(paragraph, style), x, top, { ...options, height });
  });
  return doc;
}
