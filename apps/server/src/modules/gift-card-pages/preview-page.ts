import { THANK_YOU_MAX_LENGTH } from '@giftfront/domain/thank-you';
import { html, multiline, type SafeHtml } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import type { CardPresentation } from './card-presentation.ts';
import { cardVisual } from './card-visual.ts';
import { codeBlock } from './code-block.ts';
import { renderPage } from './page-shell.ts';
import { voucherPanel } from './voucher-panel.ts';
import type { WalletLinks } from '../../lib/wallet-links.ts';
import { walletButtons } from './wallet-buttons.ts';

export interface PreviewLinks {
  pdf: string;
  balance: string | null;
  /** The store's support page, where a voucher is booked. */
  booking: string | null;
}

/** What the page draws beside the facts: the code's QR code (code-qr.ts), as SVG. */
export interface PreviewExtras {
  qrSvg: string | null;
  /** 'Say thank you' (issue 30): shown on a gift with a buyer to thank; null on cards without one. */
  thankYou?: { action: string; state: ThankYouState } | null;
  /** The wallet buttons (issue 30), while the card can be used and the deployment has the keys. */
  wallet?: WalletLinks | null;
}

export type ThankYouState =
  { state: 'form'; message?: string; error?: string | null } | { state: 'sent'; justNow: boolean };

/** A form that works without scripts: it posts to the page's own thank-you address. */
function thankYouPanel(
  { i18n }: Localizer,
  action: string,
  buyerName: string | null,
  thankYou: ThankYouState,
): SafeHtml {
  const values = { name: buyerName ?? '', max: THANK_YOU_MAX_LENGTH };
  const title = i18n._({ id: 'thanks.title', message: 'Say thank you' });
  if (thankYou.state === 'sent') {
    const said = thankYou.justNow
      ? buyerName
        ? i18n._({ id: 'thanks.sent.named', message: 'Your thank-you is on its way to {name}.', values })
        : i18n._({ id: 'thanks.sent', message: 'Your thank-you is on its way.' })
      : buyerName
        ? i18n._({ id: 'thanks.already.named', message: 'You already said thank you to {name}.', values })
        : i18n._({ id: 'thanks.already', message: 'You already said thank you.' });
    return html`<section class="thanks" id="thank-you" aria-labelledby="thank-you-title"><h2 id="thank-you-title">${title}</h2>
<p role="status">${said}</p></section>`;
  }
  const error = thankYou.error ?? null;
  const label = buyerName
    ? i18n._({ id: 'thanks.label.named', message: 'A message to {name}', values })
    : i18n._({ id: 'thanks.label', message: 'A message' });
  const hint = buyerName
    ? i18n._({
        id: 'thanks.hint.named',
        message: 'Up to {max} characters. We email it to {name}; your email address is not shared.',
        values,
      })
    : i18n._({
        id: 'thanks.hint',
        message: 'Up to {max} characters. We email it; your email address is not shared.',
        values,
      });
  return html`<section class="thanks" id="thank-you" aria-labelledby="thank-you-title"><h2 id="thank-you-title">${title}</h2>
<form method="post" action="${action}#thank-you">
<label for="thank-you-message">${label}</label>
<textarea id="thank-you-message" name="message" maxlength="${THANK_YOU_MAX_LENGTH}" required aria-describedby="thank-you-hint${error ? ' thank-you-error' : ''}"${error ? html` aria-invalid="true"` : ''}>${thankYou.message ?? ''}</textarea>
<p class="note" id="thank-you-hint">${hint}</p>
${error ? html`<p class="error" id="thank-you-error" role="alert">${error}</p>` : ''}
<button type="submit" class="button">${i18n._({ id: 'thanks.send', message: 'Send thank-you' })}</button>
</form></section>`;
}

/** A money card's amount, balance and expiry. */
function moneyPanel({ i18n }: Localizer, card: CardPresentation): SafeHtml {
  return html`<p class="amount" aria-label="${i18n._({ id: 'card.amount.label', message: 'Amount {amount}', values: { amount: card.amount } })}">${card.amount}</p>
<dl class="facts">
<dt>${i18n._({ id: 'card.balance', message: 'Current balance' })}</dt><dd>${card.balance}</dd>
${
  card.bonus
    ? html`<dt>${i18n._({ id: 'card.bonus.paid', message: 'Paid credit' })}</dt><dd>${card.bonus.paid}</dd>
<dt>${i18n._({ id: 'card.bonus.label', message: 'Bonus credit' })}</dt><dd>${
        card.bonus.expires
          ? i18n._({
              id: 'card.bonus.expiring',
              message: '{amount}, expires {date}',
              values: { amount: card.bonus.balance, date: card.bonus.expires },
            })
          : card.bonus.balance
      }<span class="note"> ${i18n._({ id: 'card.bonus.note', message: 'Spent after the paid credit.' })}</span></dd>`
    : ''
}
<dt>${i18n._({ id: 'card.expires', message: 'Expires' })}</dt><dd>${card.expires ?? i18n._({ id: 'card.expires.never', message: 'Never' })}</dd>
</dl>`;
}

function statusNote({ i18n }: Localizer, card: CardPresentation): SafeHtml | string {
  if (card.voucher) return card.voucher.notice ? html`<p class="status">${card.voucher.notice}</p>` : '';
  if (card.status === 'Active') return '';
  const notice =
    card.status === 'Expired'
      ? i18n._({ id: 'card.notice.expired', message: 'This gift card has expired' })
      : card.status === 'Redeemed'
        ? i18n._({ id: 'card.notice.redeemed', message: 'This gift card has been used up' })
        : i18n._({ id: 'card.notice.inactive', message: 'This gift card can no longer be used' });
  return html`<p class="status">${notice}</p>`;
}

/** A printed card's way to its holder: shipped with carrier and tracking, or awaiting shipment or collection. */
function fulfilmentPanel({ i18n }: Localizer, card: CardPresentation): SafeHtml | string {
  const f = card.fulfilment;
  if (!f) return '';
  const tracking = f.trackingNumber
    ? i18n._({ id: 'fulfilment.tracking', message: 'tracking {number}', values: { number: f.trackingNumber } })
    : null;
  const shipment = [f.carrier, tracking].filter(Boolean).join(', ');
  const how =
    f.status === 'awaiting-collection' || f.status === 'collected'
      ? i18n._({ id: 'fulfilment.collection', message: 'Collection' })
      : i18n._({ id: 'fulfilment.post', message: 'Delivery by post' });
  return html`<dl class="facts" aria-label="${i18n._({ id: 'fulfilment.label', message: 'Fulfilment' })}">
<dt>${how}</dt><dd>${f.label}${shipment ? ` (${shipment})` : ''}</dd>
</dl>`;
}

/** GET /GiftCard/Preview/{id}: the card as its recipient sees it; a voucher shows what it is for (decision 0015). */
export function renderPreviewPage(
  brand: StoreBrand,
  card: CardPresentation,
  links: PreviewLinks,
  extras: PreviewExtras = { qrSvg: null },
  loc: Localizer,
): string {
  const { i18n } = loc;
  const heading = card.senderName
    ? i18n._({ id: 'wrapped.title', message: 'A gift from {sender}', values: { sender: card.senderName } })
    : card.title;
  const what = card.voucher
    ? i18n._({ id: 'card.kind.voucher', message: 'Voucher' })
    : i18n._({ id: 'card.kind.gift-card', message: 'Gift card' });
  const values = { recipient: card.recipientName ?? '', title: card.title, store: brand.name };
  const lead = card.voucher
    ? card.recipientName
      ? i18n._({ id: 'page.lead.voucher.for', message: 'For {recipient} · A voucher from {store}', values })
      : i18n._({ id: 'page.lead.voucher', message: 'A voucher from {store}', values })
    : card.recipientName
      ? i18n._({ id: 'page.lead.card.for', message: 'For {recipient} · {title} from {store}', values })
      : i18n._({ id: 'page.lead.card', message: '{title} from {store}', values });
  const codeLabel = card.voucher
    ? i18n._({ id: 'card.code.voucher', message: 'Voucher code' })
    : i18n._({ id: 'card.code.gift-card', message: 'Gift card code' });
  const codeTexts = {
    qr: card.voucher
      ? i18n._({ id: 'card.qr.voucher', message: 'QR code of the voucher code' })
      : i18n._({ id: 'card.qr.gift-card', message: 'QR code of the gift card code' }),
    copy: i18n._({ id: 'card.copy', message: 'Copy code' }),
    copied: i18n._({ id: 'card.copied', message: 'Code copied' }),
    failed: i18n._({ id: 'card.copy-failed', message: 'Could not copy: select the code and copy it' }),
  };
  const note = card.voucher
    ? i18n._({
        id: 'page.note.voucher',
        message: 'Show this voucher, on screen or printed, to use it at {store}.',
        values,
      })
    : i18n._({ id: 'page.note.card', message: 'Enter the code at checkout on {store} to pay with this card.', values });
  const body = html`
<div class="grid">
<section aria-label="${what}">${cardVisual(brand, card, loc)}</section>
<section class="panel" aria-labelledby="card-title">
${statusNote(loc, card)}
<h1 id="card-title">${heading}</h1>
<p class="lead">${lead}</p>
${card.voucher ? voucherPanel(brand, card.voucher, card.expires, links.booking, loc) : moneyPanel(loc, card)}
${fulfilmentPanel(loc, card)}
${codeBlock(card.code, codeLabel, extras.qrSvg, codeTexts)}
${
  card.message
    ? html`<blockquote><p style="margin:0">${multiline(card.message)}</p>${card.senderName ? html`<footer>— ${card.senderName}</footer>` : ''}</blockquote>`
    : ''
}
<p class="note">${note}</p>
<div class="actions">
<a class="button" href="/">${i18n._({ id: 'page.shop-at', message: 'Shop at {store}', values })}</a>
<a class="button secondary" href="${links.pdf}">${i18n._({ id: 'page.pdf', message: 'Print or save as PDF' })}</a>
${links.balance ? html`<a class="button secondary" href="${links.balance}">${card.voucher ? i18n._({ id: 'page.check-voucher', message: 'Check voucher' }) : i18n._({ id: 'page.check-balance', message: 'Check balance' })}</a>` : ''}
</div>
${walletButtons(extras.wallet, loc)}
${extras.thankYou ? thankYouPanel(loc, extras.thankYou.action, card.senderName, extras.thankYou.state) : ''}
</section>
</div>`;
  return renderPage(brand, { title: `${card.title} · ${brand.name}`, body }, loc);
}
