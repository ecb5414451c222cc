import { unsubscribeUrl } from '../../apps/server/src/lib/order-link';
import { testLinkSigner } from '../../apps/server/test/link-signer';
import { storeUrl } from './browser';

/**
 * What the shared server signs its cookies and mailed links with (COOKIE_SECRET, set by
 * global-setup.ts), so a test can make a link a mail would carry without waiting for the mail.
 */
export const E2E_COOKIE_SECRET = 'e2e-cookie-secret-known-to-the-browser-tests';

/**
 * The unsubscribe link a balance reminder for the card carries (modules/reminders), made by the
 * server's own function: reminders are found once an hour, too late for a test to wait for one.
 */
export const reminderUnsubscribeLink = (slug: string, giftCardId: string) =>
  unsubscribeUrl(storeUrl(slug, ''), testLinkSigner(E2E_COOKIE_SECRET), giftCardId);
