import { LANGUAGE_NAMES } from '@giftfront/domain/languages';
import { PLATFORM } from './lib/platform-links';

/**
 * For the pseudo-locale tests (decision 0095): in the pseudo-locale every letter of a message is
 * accented, so a word of plain ASCII letters is a text written without one. The merchant's own
 * words (the tests name everything of theirs 'Qqq'), the platform's name and the languages' own
 * names in the switch are taken out first, and what Intl writes that has no letters to translate
 * (UTC, GMT), and a country's code beside its calling code (US +1).
 */
export const KEPT = new Set([
  'Qqq',
  'USD',
  'EN',
  'FR',
  'UTC',
  'GMT',
  'US',
  PLATFORM.name,
  ...Object.values(LANGUAGE_NAMES),
]);

/** The words of the page's text and its labels (aria-label, alt, title), without the merchant's. */
export function untranslatedWords(markup: string): string[] {
  const labels = [...markup.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const text = markup
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...labels]
    .join(' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !KEPT.has(word));
}
