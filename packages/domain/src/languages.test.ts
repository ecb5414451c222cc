import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from './branding.ts';
import { chooseLanguage, offeredLanguages, textDirection } from './languages.ts';

describe("a store's languages (issue 29)", () => {
  it('offers the default first, then the others once each', () => {
    expect(offeredLanguages({ defaultLanguage: 'de', languages: ['fr', 'de', 'fr', 'ar'] })).toEqual([
      'de',
      'fr',
      'ar',
    ]);
    expect(offeredLanguages({})).toEqual(['en']);
  });

  it('chooses ?lang=, then the kept choice, then the browser, then the default, among the offered', () => {
    const offered = offeredLanguages({ defaultLanguage: 'de', languages: ['fr', 'es'] });
    const fromHeader = () => 'es';
    expect(chooseLanguage({ offered, query: 'FR', cookie: 'es', fromHeader })).toBe('fr');
    expect(chooseLanguage({ offered, query: 'ar', cookie: 'es', fromHeader: () => 'fr' })).toBe('es');
    expect(chooseLanguage({ offered, query: null, cookie: 'xx', fromHeader })).toBe('es');
    expect(chooseLanguage({ offered, fromHeader: () => undefined })).toBe('de');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });

  it('refuses a language the storefront does not speak with a sentence naming the choices', () => {
    const result = storeSettingsSchema.safeParse({ company: { name: 'Shop' }, defaultLanguage: 'it' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose one of the storefront's languages: en, fr, de, es, ar.");
  });
});
