import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fonts as arabicFonts } from '@embedpdf/fonts-arabic';
import { fonts as hebrewFonts } from '@embedpdf/fonts-hebrew';
import { fonts as chineseFonts } from '@embedpdf/fonts-sc';
import { create as createFont, type Font } from 'fontkit';

export type FontStyle = 'regular' | 'bold' | 'italic';

/** A font embedded in the PDF under `name`, and which characters it can draw. */
export interface PdfFace {
  name: string;
  bytes: Buffer;
  covers(codePoint: number): boolean;
}

const require = createRequire(import.meta.url);

/**
 * An @embedpdf font package's file of a weight, as its entry lists them (`fonts`: file and
 * weight); the files sit in the package's `fonts/` folder, as its README's CDN base URL says.
 */
function embedpdfFont(pkg: string, list: { file: string; weight: number }[], weight: number): string {
  const file = list.find((font) => font.weight === weight)?.file;
  if (!file) throw new Error(`${pkg} has no font of weight ${weight}`);
  return path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);
}
const regularAndBold = (pkg: string, list: { file: string; weight: number }[]) => ({
  regular: () => embedpdfFont(pkg, list, 400),
  bold: () => embedpdfFont(pkg, list, 700),
  italic: () => embedpdfFont(pkg, list, 400),
});

/**
 * Noto Sans first (Latin, Greek, Cyrillic), then the scripts it lacks: Arabic, Hebrew, Chinese
 * and Japanese (one font holds both Han forms and kana), Korean (Nanum Gothic Coding), then emoji.
 * The PDF's standard fonts cover Latin-1 only; names and messages are written in any script.
 */
const FILES: Record<string, Record<FontStyle, () => string>> = {
  Latin: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
    italic: () => require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  },
  Arabic: regularAndBold('@embedpdf/fonts-arabic', arabicFonts),
  Hebrew: regularAndBold('@embedpdf/fonts-hebrew', hebrewFonts),
  CJK: regularAndBold('@embedpdf/fonts-sc', chineseFonts),
  // Nanum Gothic Coding: Nanum Gothic's Hangul, every syllable, in two weights (4 MB, where Noto Sans KR
  // ships seven weights in 31 MB; Nanum Gothic's own space glyph breaks fontkit). Latin stays in Noto Sans.
  Hangul: {
    regular: () =>
      require.resolve('@expo-google-fonts/nanum-gothic-coding/400Regular/NanumGothicCoding_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/nanum-gothic-coding/700Bold/NanumGothicCoding_700Bold.ttf'),
    italic: () => require.resolve('@expo-google-fonts/nanum-gothic-coding/400Regular/NanumGothicCoding_400Regular.ttf'),
  },
  // Last, so digits, '#' and '*' (which it also draws) stay in the text fonts: emoji in one colour, the ink's.
  Emoji: {
    regular: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'),
    italic: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
  },
};

const loaded = new Map<string, PdfFace>();

function face(script: string, style: FontStyle): PdfFace {
  const name = `${script}-${style}`;
  let found = loaded.get(name);
  if (!found) {
    const bytes = readFileSync(FILES[script]![style]());
    const font = createFont(bytes) as Font;
    found = { name, bytes, covers: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
    loaded.set(name, found);
  }
  return found;
}

/** The fonts tried in order for a style; read from disk once per process, on first use. */
export function fontChain(style: FontStyle): PdfFace[] {
  return Object.keys(FILES).map((script) => face(script, style));
}

export interface TextRun {
  font: string;
  text: string;
}

/**
 * A line of text cut into runs, each in the first font of the chain that draws its characters. Spaces
 * and marks stay with the run they are in, so a line of one script is shaped as a whole; emoji
 * are drawn by Noto Emoji (monochrome). Characters no font draws are left out rather than
 * printed as empty boxes.
 */
/** Spaces, punctuation and combining marks the current font draws do not start a run of their own. */
function staysInRun(current: PdfFace | null, char: string, codePoint: number): current is PdfFace {
  if (current === null || !current.covers(codePoint)) return false;
  // The emoji font's space and punctuation are far wider than the text's: only its marks (variation selectors) stay.
  if (current.name.startsWith('Emoji-')) return /\p{M}/u.test(char);
  return /[\s\p{M}\p{P}]/u.test(char);
}

export function textRuns(text: string, style: FontStyle): TextRun[] {
  const chain = fontChain(style);
  const runs: TextRun[] = [];
  let current: PdfFace | null = null;
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    const face: PdfFace | undefined = staysInRun(current, char, codePoint)
      ? current
      : chain.find((f) => f.covers(codePoint));
    if (!face) continue;
    const last = runs.at(-1);
    if (last && last.font === face.name) last.text += char;
    else runs.push({ font: face.name, text: char });
    current = face;
  }
  return runs;
}
