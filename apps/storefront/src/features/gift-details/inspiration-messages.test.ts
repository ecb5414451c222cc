import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { MESSAGE_MAX_LENGTH } from '@giftfront/domain/constants';
import { INSPIRATION_MESSAGES, OCCASIONS, TONES } from './inspiration-messages';

const pairs = OCCASIONS.flatMap((occasion) => TONES.map((tone) => [occasion, tone] as const));
const descriptors = pairs.flatMap(([occasion, tone]) => INSPIRATION_MESSAGES[occasion][tone]);
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/inspiration.ts', { eager: true });
const catalogOf = (language: string) => catalogs[`../../locales/${language}/inspiration.ts`]!.messages;

/** The hundred messages as a shopper reading `language` sees them. */
function messagesIn(language: string): string[] {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogOf(language) } });
  return descriptors.map((descriptor) => i18n._(descriptor));
}

describe('inspiration messages', () => {
  it('cover every occasion and tone: 20 pairs', () => {
    expect(pairs).toHaveLength(20);
    expect(Object.keys(INSPIRATION_MESSAGES).sort()).toEqual([...OCCASIONS].sort());
    for (const occasion of OCCASIONS)
      expect(Object.keys(INSPIRATION_MESSAGES[occasion]).sort()).toEqual([...TONES].sort());
  });

  it.each(pairs)('has five distinct messages for %s, %s', (occasion, tone) => {
    const messages = INSPIRATION_MESSAGES[occasion][tone];
    expect(messages).toHaveLength(5);
    expect(new Set(messages.map((message) => message.id)).size).toBe(5);
  });

  describe.each(['en', 'fr', 'de', 'es', 'ar'])('in %s', (language) => {
    const all = messagesIn(language);

    it('keeps every message within the 300-character limit and not blank', () => {
      for (const message of all) {
        expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
        expect(message.trim().length).toBeGreaterThan(10);
      }
    });

    it('has 100 messages with no duplicate across the set', () => {
      expect(all).toHaveLength(100);
      expect(new Set(all).size).toBe(100);
    });

    it('leaves nothing to fill in: no placeholders or brackets', () => {
      for (const message of all) expect(message).not.toMatch(/[[\]{}<>_]|\bname\b/i);
    });
  });

  it.each(['fr', 'de', 'es', 'ar'])('has every message written in %s, none left in English', (language) => {
    const english = new Set(messagesIn('en'));
    const translated = messagesIn(language);
    expect(translated.filter((message) => english.has(message))).toEqual([]);
    expect(Object.keys(catalogOf(language)).sort()).toEqual(descriptors.map((descriptor) => descriptor.id).sort());
  });
});
