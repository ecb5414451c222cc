import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { contrastRatio } from '@giftfront/domain/brand-colors';
import { storeBrand } from './store-brand.ts';

const settings = (primaryColor?: string) =>
  storeSettingsSchema.parse({ company: { name: 'Acme' }, branding: primaryColor ? { primaryColor } : {} });

describe('storeBrand', () => {
  it('uses the default primary colour when the store has none', () => {
    expect(storeBrand(settings()).color).toBe('#4f46e5');
  });

  it('puts white text on a dark colour and dark text on a light one', () => {
    expect(storeBrand(settings('#1e3a8a')).onColor).toBe('#ffffff');
    expect(storeBrand(settings('#fde047')).onColor).toBe('#111827');
  });

  it('keeps accent text readable on white', () => {
    const brand = storeBrand(settings('#fde047'));
    expect(contrastRatio(brand.accentText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
