/**
 * A tap on a button before the storefront's scripts have taken the page is kept and replayed once
 * they have (decision 0045). A server-rendered page carries a few bytes of script in <head> that
 * listen before anything is painted; the storefront's `useReplayedTap` replays the kept tap.
 */

/** A button whose tap is kept before hydration carries this attribute, naming its action. */
export const REPLAY_TAP_ATTRIBUTE = 'data-replay-tap';

/** Where the inline script keeps the tap, on `window`. */
export const TAPS_GLOBAL = 'giftfrontTaps';

export interface KeptTaps {
  /** The action of the last tap kept, or null. */
  pending: string | null;
  /** Set once the storefront replays: taps from then on go to the page as usual. */
  taken: boolean;
}

/**
 * The inline script for <head>, written out rather than taken from a function's text, which a
 * transform may wrap in helpers the page lacks. It listens in the capture phase on the document,
 * before anything else, stops a tap on a marked button from going further and keeps only the last
 * one: a shopper tapping Buy Now twice while the page is not ready buys once.
 */
export function tapKeeperScript(): string {
  return [
    '(function(w,attribute){',
    `var taps=w[${JSON.stringify(TAPS_GLOBAL)}]={pending:null,taken:false};`,
    'w.document.addEventListener("click",function(event){',
    'if(taps.taken)return;',
    'var target=event.target,button=target&&target.closest?target.closest("["+attribute+"]"):null;',
    'if(!button)return;',
    'event.preventDefault();event.stopPropagation();',
    'taps.pending=button.getAttribute(attribute)',
    '},true)',
    `})(window,${JSON.stringify(REPLAY_TAP_ATTRIBUTE)})`,
  ].join('');
}
