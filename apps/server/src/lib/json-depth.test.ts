import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":${nested(31)}}`, 32)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":${nested(32)}}`, 32)).toBe(true);
  });

  it('counts siblings by their own depth, not together', () => {
    expect(jsonNestsDeeperThan(`[${Array.from({ length: 5000 }, () => '[]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[" and \\\\' }), 2)).toBe(false);
  });

  it('reads 8,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(nested(8000), 32)).toBe(true);
  });
});
