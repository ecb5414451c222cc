/**
 * A tap on a button before the storefront's scripts have taken the page is kept and replayed once
 * they have (decision 0045). A server-rendered page carries a few bytes of script in <head> that
 * listen before anything is painted; the storefront's `useReplayedTap` replays the kept tap.
 */

/** A button whose tap is kept before hydration carries this attribute, naming its action. */
export const REPLAY_TAP_ATTRIBUTE = 'data-replay-tap';

/**
 * A quantity stepper's minus and plus carry this attribute ('down' or 'up'). Before hydration the
 * inline script steps the stepper's number input itself, within its min and max, and React takes
 * the changed number as the stepper's value when it hydrates.
 */
export const STEP_TAP_ATTRIBUTE = 'data-step-tap';

/** A quantity stepper's root carries this attribute; the stepper adds `STEPPER_LIVE_ATTRIBUTE` once it has hydrated. */
export const STEPPER_ATTRIBUTE = 'data-stepper';
export const STEPPER_LIVE_ATTRIBUTE = 'data-stepper-live';

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
 * one: a shopper tapping Buy Now twice while the page is not ready buys once. A stepper's minus
 * or plus, tapped before its stepper has hydrated, steps the number at once (each tap counts).
 */
export function tapKeeperScript(): string {
  return [
    '(function(w,attribute,stepAttribute,stepper,live){',
    `var taps=w[${JSON.stringify(TAPS_GLOBAL)}]={pending:null,taken:false};`,
    'w.document.addEventListener("click",function(event){',
    'if(taps.taken)return;',
    'var target=event.target;',
    'if(!target||!target.closest)return;',
    'var step=target.closest("["+stepAttribute+"]"),root=step&&step.closest("["+stepper+"]");',
    'if(root&&!root.hasAttribute(live)){',
    'event.preventDefault();event.stopPropagation();',
    'var input=root.querySelector("input");',
    'try{if(input)step.getAttribute(stepAttribute)==="up"?input.stepUp():input.stepDown()}catch(e){}',
    'return}',
    'var button=target.closest("["+attribute+"]");',
    'if(!button)return;',
    'event.preventDefault();event.stopPropagation();',
    'taps.pending=button.getAttribute(attribute)',
    '},true)',
    `})(window,${[REPLAY_TAP_ATTRIBUTE, STEP_TAP_ATTRIBUTE, STEPPER_ATTRIBUTE, STEPPER_LIVE_ATTRIBUTE].map((name) => JSON.stringify(name)).join(',')})`,
  ].join('');
}
