/**
 * The first Intl currency formatter a page makes costs about 125 ms on a phone-speed CPU (the
 * engine sets up its locale data once per page), and the storefront made it inside hydration, on
 * the way to the first working tap. This inline script makes one just after the first frame, while
 * the page waits for its scripts, so hydration finds the data ready. It never holds the first paint.
 */
export const INTL_WARM_UP_SCRIPT =
  'requestAnimationFrame(function(){setTimeout(function(){try{' +
  'new Intl.NumberFormat(document.documentElement.lang||"en",{style:"currency",currency:"USD"}).format(0)' +
  '}catch(e){}})})';
