import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv.ts';

describe('csv (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('the "best" card')).toBe('"the ""best"" card"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
  });

  it('keeps plain decimals, negative ones too, and defuses formulas', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('ends every line, the last too, with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b,c'],
        ['1', '2'],
      ]),
    ).toBe('a,"b,c"\r\n1,2\r\n');
  });
});
