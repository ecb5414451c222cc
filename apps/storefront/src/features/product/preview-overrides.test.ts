import { describe, expect, it } from 'vitest';
import { parsePreviewOverrides } from './preview-overrides';

const parse = (query: string) => parsePreviewOverrides(new URLSearchParams(query));

describe('preview overrides (product §2)', () => {
  it('reads logo, giftCardImage, giftCardTitle and primaryColor', () => {
    expect(
      parse(
        'logo=/uploads/l.svg&giftCardImage=https://cdn.test/h.png&giftCardTitle=Summer%20card&primaryColor=%23e11d48',
      ),
    ).toEqual({
      logo: '/uploads/l.svg',
      heroImage: 'https://cdn.test/h.png',
      title: 'Summer card',
      primaryColor: '#e11d48',
    });
  });

  it('accepts heroImage, title and buttonColor as the alternative names', () => {
    expect(parse('heroImage=/h.svg&title=Hi&buttonColor=0f766e')).toMatchObject({
      heroImage: '/h.svg',
      title: 'Hi',
      primaryColor: '#0f766e',
    });
  });

  it('prefers the first name when both are given', () => {
    expect(parse('giftCardTitle=One&title=Two').title).toBe('One');
  });

  it('ignores unsafe image addresses and malformed colours', () => {
    expect(parse('logo=javascript:alert(1)&giftCardImage=//evil.test/x.png&primaryColor=red')).toEqual({
      logo: null,
      heroImage: null,
      title: null,
      primaryColor: null,
    });
  });

  it('has no overrides without parameters', () => {
    expect(parse('')).toEqual({ logo: null, heroImage: null, title: null, primaryColor: null });
  });
});
