import { absoluteUrl, giftCardLinks } from '../../lib/public-url.ts';
import { walletLinks } from '../../lib/wallet-links.ts';
import { cardLocalizer, presentCard } from '../gift-card-pages/index.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import { brandIn, type MailStore } from './email-brand.ts';
import { includedItems } from '../gift-card-pages/index.ts';
import { renderGiftEmail } from './gift-email.ts';
import { renderVoucherEmail } from './voucher-email.ts';
import type { MailLoaders } from './mail-loaders.ts';

export const POSTAL_SKIP_REASON = 'Postal card: the code travels on the physical card, never by email';

/**
 * A recipient's gift email; a postal card's is skipped (postal cards send no code by email). A
 * card the buyer keeps is emailed to the buyer as their own card; so is a gift whose delivery
 * the store cancelled (`cancelled`), saying so.
 */
export async function composeGiftEmail(
  loaders: MailLoaders,
  store: MailStore,
  giftCardId: string,
  to: string,
  { cancelled = false } = {},
): Promise<ComposedMail> {
  const found = await loaders.giftCard(store.id, giftCardId);
  if (!found) throw new UndeliverableError(`Gift card ${giftCardId} not found in store ${store.slug}`);
  // In the gift's language: its order's (issue 29), else the store's.
  const loc = cardLocalizer(found, store.defaultLanguage);
  const brand = brandIn(store, loc.language);
  const card = presentCard(
    found,
    found.card.kind === 'voucher' ? await includedItems(found.productDetails) : [],
    undefined,
    loc,
  );
  if (card.isPostal) return { skip: POSTAL_SKIP_REASON };
  const links = giftCardLinks(store.baseUrl, found.card.id);
  const usable = card.voucher ? card.voucher.state === 'Valid' : card.status === 'Active';
  const { recipientEmail, senderEmail } = found.card;
  const kept =
    cancelled ||
    !recipientEmail ||
    (!!senderEmail && recipientEmail.trim().toLowerCase() === senderEmail.trim().toLowerCase());
  const view = {
    kept,
    loc,
    brand,
    recipientName: cancelled ? card.senderName : card.recipientName,
    senderName: card.senderName,
    message: card.message,
    title: card.title,
    code: card.code,
    image: card.image ? { url: absoluteUrl(store.baseUrl, card.image.src), alt: card.image.alt } : null,
    expires: card.expires,
    links: { view: links.view, print: links.print },
    wallet: usable && loaders.wallet ? walletLinks(loaders.wallet, found.card.id, store.baseUrl) : null,
    ...(cancelled ? { cancelledGiftFor: card.recipientName } : {}),
  };
  // A voucher is an experience, never money (decision 0015).
  const email = card.voucher
    ? renderVoucherEmail({ ...view, voucher: card.voucher, bookingUrl: store.bookingUrl ?? null })
    : renderGiftEmail({ ...view, amount: card.amount });
  return { send: { to, fromName: brand.name, ...email } };
}
