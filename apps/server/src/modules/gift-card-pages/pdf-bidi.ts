import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Hebrew, Arabic and their presentation forms: a paragraph without them needs no reordering. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export const hasRightToLeft = (text: string): boolean => RIGHT_TO_LEFT.test(text);

export interface LevelRun {
  text: string;
  /** Odd: right to left. */
  level: number;
}

/**
 * One laid-out line as runs of one embedding level in the order they are drawn, left to right
 * (Unicode's bidi algorithm, rule L2, via bidi-js). Each run keeps its logical order: the font's
 * shaping (fontkit) joins Arabic letters and reverses a right-to-left run's glyphs itself, so
 * only the runs are reordered here. 'From مريم العلي' draws 'From ' then 'مريم العلي' shaped.
 */
export function visualRuns(line: string): LevelRun[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line);
  const runs: LevelRun[] = [];
  for (let index = 0; index < line.length; index += 1) {
    const level = levels[index]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += line[index];
    else runs.push({ text: line[index]!, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level -= 1) {
    let start = 0;
    while (start < runs.length) {
      if (runs[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return runs;
}
