import { describe, expect, it } from 'vitest';
import { earliestAllowedExpiry, expiryAfterLoad, expiryDateProblem, expiryMonthsProblem } from './expiry-rules.ts';

describe('expiry rules', () => {
  it('US federal: at least five years from issue or the last load', () => {
    expect(expiryMonthsProblem('us-federal', 59)).toMatch(/15 U\.S\.C\. 1693l-1/);
    expect(expiryMonthsProblem('us-federal', 60)).toBeNull();
    expect(expiryMonthsProblem('us-federal', null)).toBeNull();
    expect(expiryDateProblem('us-federal', '2031-11-26', '2026-11-27')).toMatch(/choose 2031-11-27 or later/);
    expect(expiryDateProblem('us-federal', '2031-11-27', '2026-11-27')).toBeNull();
    expect(earliestAllowedExpiry('us-federal', '2028-02-29')).toBe('2033-02-28');
  });

  it('California: a money card has no expiry at all', () => {
    expect(expiryMonthsProblem('california', 120)).toMatch(/Civil Code 1749\.5/);
    expect(expiryDateProblem('california', '2099-01-01', '2026-11-27')).toMatch(/leave the expiry date empty/);
    expect(expiryDateProblem('california', null, '2026-11-27')).toBeNull();
  });

  it('promotional cards given away may expire on any date under either rule (decision 0225)', () => {
    expect(expiryDateProblem('us-federal', '2027-02-27', '2026-11-27', 'promotional')).toBeNull();
    expect(expiryDateProblem('california', '2027-02-27', '2026-11-27', 'promotional')).toBeNull();
    expect(expiryDateProblem('us-federal', '2027-02-27', '2026-11-27', 'money')).toMatch(
      /Promotional cards given away/,
    );
  });

  it('no rule checks nothing', () => {
    expect(expiryMonthsProblem('none', 1)).toBeNull();
    expect(expiryDateProblem('none', '2026-11-28', '2026-11-27')).toBeNull();
    expect(earliestAllowedExpiry('none', '2026-11-27')).toBeNull();
  });
});

describe('expiryAfterLoad', () => {
  it('under the US federal rule moves an expiry sooner than five years after the load to five years after it', () => {
    expect(expiryAfterLoad('us-federal', '2030-01-01', '2026-11-27')).toBe('2031-11-27');
    expect(expiryAfterLoad('us-federal', '2033-01-01', '2026-11-27')).toBe('2033-01-01');
    expect(expiryAfterLoad('us-federal', null, '2026-11-27')).toBeNull();
  });

  it('in California takes the expiry away, and with no rule keeps it', () => {
    expect(expiryAfterLoad('california', '2027-01-01', '2026-11-27')).toBeNull();
    expect(expiryAfterLoad('none', '2027-01-01', '2026-11-27')).toBe('2027-01-01');
    expect(expiryAfterLoad(undefined, '2027-01-01', '2026-11-27')).toBe('2027-01-01');
  });
});
