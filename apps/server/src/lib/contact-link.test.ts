import { localizer } from './i18n/server-i18n.ts';
import { describe, expect, it } from 'vitest';
import { bookingSentence, contactLink } from './contact-link.ts';

describe('a store’s contact as a link', () => {
  it('reads an email address without its mailto: scheme', () => {
    expect(contactLink('mailto:help@northwind.example')).toEqual({
      href: 'mailto:help@northwind.example',
      text: 'help@northwind.example',
    });
  });

  it('reads a phone number and a web address as people write them', () => {
    expect(contactLink('tel:+441234567890')?.text).toBe('+441234567890');
    expect(contactLink('https://northwind.example/book/')?.text).toBe('northwind.example/book');
  });

  it('makes no link of anything else', () => {
    expect(contactLink('javascript:alert(1)')).toBeNull();
    expect(contactLink('')).toBeNull();
  });

  it('never writes a scheme in the booking sentence', () => {
    expect(bookingSentence(localizer('en'), 'Northwind Gifts', contactLink('mailto:help@northwind.example'))).toBe(
      'Contact Northwind Gifts at help@northwind.example to book, and give your voucher code. The voucher is used in full, once.',
    );
  });
});
