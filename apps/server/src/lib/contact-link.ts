import type { Localizer } from './i18n/server-i18n.ts';

/**
 * A store's contact address as a person reads it and as a link opens it: 'mailto:help@shop.example'
 * reads 'help@shop.example', 'tel:+44…' the number, 'https://shop.example/book/' 'shop.example/book'.
 * Null for an address that is not one of these (nothing unsafe becomes a link).
 */
export interface ContactLink {
  href: string;
  text: string;
}

export function contactLink(url: string | null | undefined): ContactLink | null {
  const href = url?.trim();
  if (!href) return null;
  const mail = /^mailto:([^?]+)/i.exec(href);
  if (mail) return { href, text: decodeURIComponent(mail[1]!) };
  const phone = /^tel:(.+)$/i.exec(href);
  if (phone) return { href, text: decodeURIComponent(phone[1]!) };
  if (!/^https?:\/\//i.test(href)) return null;
  return { href, text: href.replace(/^https?:\/\//i, '').replace(/\/$/, '') };
}

/**
 * How to book a voucher, in one sentence in the reader's language, the contact written as a person
 * reads it (`contact` may be a `markupSlot` for a link).
 */
export function bookingSentence(
  { i18n }: Localizer,
  storeName: string,
  contact: Pick<ContactLink, 'text'> | null,
): string {
  return contact
    ? i18n._({
        id: 'voucher.booking.contact',
        message: 'Contact {store} at {contact} to book, and give your voucher code. The voucher is used in full, once.',
        values: { store: storeName, contact: contact.text },
      })
    : i18n._({
        id: 'voucher.booking',
        message: 'Contact {store} to book, and give your voucher code. The voucher is used in full, once.',
        values: { store: storeName },
      });
}
