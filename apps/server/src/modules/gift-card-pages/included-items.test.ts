import { describe, expect, it } from 'vitest';
import { includedItems } from './included-items.ts';

describe('includedItems', () => {
  it('reads a list as its items, entities decoded and markup dropped', async () => {
    expect(
      await includedItems('<ul><li>A 60-minute <strong>massage</strong></li><li>Tea &amp; cake</li></ul>'),
    ).toEqual(['A 60-minute massage', 'Tea & cake']);
  });

  it('reads paragraphs when there is no list', async () => {
    expect(await includedItems('<p>Two courses.</p>\n<p>A glass of wine.</p>')).toEqual([
      'Two courses.',
      'A glass of wine.',
    ]);
  });

  it('keeps plain text whole, and nothing of a script', async () => {
    expect(await includedItems('Entry for two <script>alert(1)</script>')).toEqual(['Entry for two']);
    expect(await includedItems('')).toEqual([]);
    expect(await includedItems(null)).toEqual([]);
  });
});
