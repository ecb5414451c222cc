/**
 * Where a store sells decides how soon its money cards may expire (issue 31, decision 0136):
 * - 'us-federal': the Credit CARD Act (15 U.S.C. 1693l-1, Regulation E 12 CFR 1005.20): not
 *   sooner than five years after the card was issued or money was last loaded onto it;
 * - 'california': Civil Code 1749.5: a gift certificate sold in California has no expiry date;
 * - 'none': no rule is checked.
 * Promotional cards given away are outside both rules, their expiry printed on them (decision 0225).
 * Vouchers (an experience, decision 0015) are not money cards and are not checked here.
 */
export const EXPIRY_RULES = ['none', 'us-federal', 'california'] as const;
export type ExpiryRule = (typeof EXPIRY_RULES)[number];

export const EXPIRY_RULE_LABELS: Record<ExpiryRule, string> = {
  none: 'No rule (check your local law yourself)',
  'us-federal': 'United States federal rule (at least 5 years)',
  california: 'California (money cards never expire)',
};

/** The US federal minimum: five years from issue or the last load. */
export const US_FEDERAL_MIN_MONTHS = 60;

const addYears = (day: string, years: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // 29 February plus five years is 28 February (or the 29th in a leap year).
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year + years}-${pad(month)}-${pad(Math.min(date, last))}`;
};

/** Why a policy of `months` from purchase is refused under the rule, or null when it is allowed. */
export function expiryMonthsProblem(rule: ExpiryRule | undefined, months: number | null | undefined): string | null {
  if (!months) return null;
  if (rule === 'california')
    return 'Money gift cards sold in California may not expire (California Civil Code 1749.5); choose no expiry.';
  if (rule === 'us-federal' && months < US_FEDERAL_MIN_MONTHS)
    return `Under the US federal rule a money gift card may not expire sooner than 5 years after it is issued or last loaded (15 U.S.C. 1693l-1); choose at least ${US_FEDERAL_MIN_MONTHS} months or no expiry.`;
  return null;
}

/**
 * Why an expiry date for cards issued on `issuedOn` (YYYY-MM-DD) is refused under the rule, or null.
 * Promotional cards, given away and not sold (decision 0225), are outside both rules when their
 * expiry is printed on them: Regulation E 12 CFR 1005.20(a)(4) and (b)(3) exclude "loyalty, award, or
 * promotional gift cards" from the five-year minimum, and California Civil Code 1749.5(d)(1) lets
 * gift certificates given "without any money or other thing of value" in a promotional program expire.
 */
export function expiryDateProblem(
  rule: ExpiryRule | undefined,
  expiresOn: string | null | undefined,
  issuedOn: string,
  cards: 'money' | 'promotional' = 'money',
): string | null {
  if (!expiresOn || cards === 'promotional') return null;
  if (rule === 'california')
    return 'Money gift cards sold in California may not expire (California Civil Code 1749.5); leave the expiry date empty, or issue the batch as promotional cards given away.';
  const earliest = addYears(issuedOn, 5);
  if (rule === 'us-federal' && expiresOn < earliest)
    return `Under the US federal rule a money gift card may not expire sooner than 5 years after it is issued or last loaded (15 U.S.C. 1693l-1); choose ${earliest} or later, or no expiry. Promotional cards given away may expire sooner.`;
  return null;
}

/** The earliest expiry date the rule allows for a card issued or loaded on `day`, or null when any is (or none may be). */
export function earliestAllowedExpiry(rule: ExpiryRule | undefined, day: string): string | null {
  return rule === 'us-federal' ? addYears(day, 5) : null;
}

/**
 * A money card's expiry once money is loaded onto it on `day` (decision 0162): under the US
 * federal rule no sooner than five years after that load (Regulation E 12 CFR 1005.20(e)(2):
 * "issued or ... funds last loaded"), so an earlier date moves to `day` + 5 years; in California
 * none (Civil Code 1749.5); otherwise as it was. A card with no expiry keeps none.
 */
export function expiryAfterLoad(rule: ExpiryRule | undefined, expiresOn: string | null, day: string): string | null {
  if (expiresOn === null) return null;
  if (rule === 'california') return null;
  const earliest = earliestAllowedExpiry(rule, day);
  return earliest !== null && expiresOn < earliest ? earliest : expiresOn;
}
