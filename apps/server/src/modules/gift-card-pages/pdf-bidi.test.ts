import { describe, expect, it } from 'vitest';
import { hasRightToLeft, visualRuns } from './pdf-bidi.ts';

describe('a line laid out right to left where its script is', () => {
  it('keeps an Arabic name one run, after the Latin words before it', () => {
    expect(visualRuns('From مريم العلي')).toEqual([
      { text: 'From ', level: 0 },
      { text: 'مريم العلي', level: 1 },
    ]);
  });

  it('draws a number inside a Hebrew sentence where a reader expects it', () => {
    const runs = visualRuns('שלום 25 עולם');
    expect(runs.map((run) => run.text)).toEqual([' עולם', '25', 'שלום ']);
  });

  it('leaves a line without right-to-left letters alone', () => {
    expect(hasRightToLeft('Happy birthday 🎉')).toBe(false);
    expect(visualRuns('Happy birthday')).toEqual([{ text: 'Happy birthday', level: 0 }]);
  });
});
