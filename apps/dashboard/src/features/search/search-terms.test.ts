import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

describe('what the search box sends', () => {
  it('keeps names, emails, order numbers and a last 4 as typed, and cuts a whole code to its last 4', () => {
    expect(searchTerms(' Sam Lee ')).toEqual({ q: 'Sam Lee', cutToEnding: false });
    expect(searchTerms('sam@example.com')).toEqual({ q: 'sam@example.com', cutToEnding: false });
    expect(searchTerms('abcd')).toEqual({ q: 'abcd', cutToEnding: false });
    expect(searchTerms('ORD-20261127120000-AB12')).toEqual({ q: 'ORD-20261127120000-AB12', cutToEnding: false });
    expect(searchTerms('GFDEMO-2468-1357-ABCD')).toEqual({ q: 'ABCD', cutToEnding: true });
    expect(searchTerms('gfdemo 2468-1357-abcd')).toEqual({ q: 'ABCD', cutToEnding: true });
  });
});
