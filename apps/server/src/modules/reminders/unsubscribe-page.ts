import { html } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';

/** What the unsubscribe link's page says: the question before the button, the answer after it, or a refused link. */
export type UnsubscribePageState =
  { kind: 'ask'; last4: string; action: string } | { kind: 'stopped'; last4: string } | { kind: 'invalid' };

function texts(state: UnsubscribePageState, storeName: string, { i18n }: Localizer) {
  switch (state.kind) {
    case 'ask':
      return {
        heading: i18n._({ id: 'unsubscribe.ask.title', message: 'Stop balance reminders?' }),
        lead: i18n._({
          id: 'unsubscribe.ask.lead',
          message:
            '{store} reminds you when your gift card ending {last4} is about to expire or has not been used for a while.',
          values: { store: storeName, last4: state.last4 },
        }),
      };
    case 'stopped':
      return {
        heading: i18n._({ id: 'unsubscribe.stopped.title', message: 'Reminders stopped' }),
        lead: i18n._({
          id: 'unsubscribe.stopped.lead',
          message:
            'You will get no more balance reminders for the gift card ending {last4}. The card and its balance are unchanged.',
          values: { last4: state.last4 },
        }),
      };
    case 'invalid':
      return {
        heading: i18n._({ id: 'unsubscribe.invalid.title', message: 'Link not valid' }),
        lead: i18n._({
          id: 'unsubscribe.invalid.lead',
          message: 'This link is not valid. Open it again from the reminder email.',
        }),
      };
  }
}

/**
 * The page a balance reminder's unsubscribe link opens (issue 29): in the reminder's language, with
 * its `lang` and `dir`, outside the storefront. Logical alignment only, so Arabic reads from the right.
 */
export function renderUnsubscribePage(state: UnsubscribePageState, storeName: string, loc: Localizer): string {
  const { heading, lead } = texts(state, storeName, loc);
  const button =
    state.kind === 'ask'
      ? html`<form method="post" action="${state.action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${loc.i18n._({ id: 'unsubscribe.ask.button', message: 'Stop reminders for this card' })}</button></form>`
      : '';
  return html`<!doctype html><html lang="${loc.language}" dir="${loc.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} - ${storeName}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111827;line-height:1.5;text-align:start}button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:.75rem;border:0;background:#111827;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style>
</head><body><main><h1>${heading}</h1><p>${lead}</p>${button}</main></body></html>`.value;
}
