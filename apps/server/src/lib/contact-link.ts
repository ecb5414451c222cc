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

/** How to book a voucher, in one sentence, the contact written as a person reads it. */
export function bookingSentence(storeName: string, contact: ContactLink | null): string {
  return `Contact ${storeName}${contact ? ` at ${contact.text}` : ''} to book, and give your voucher code. The voucher is used in full, once.`;
}
