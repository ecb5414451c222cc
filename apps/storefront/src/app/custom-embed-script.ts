import { useEffect } from 'react';
import { apiPaths } from '@giftfront/domain/api-paths';
import { apiGet } from '@/lib/api-client';

/**
 * A script element parsed from markup never runs; a freshly created one with the same
 * attributes and text does. Every script in the markup is recreated that way.
 */
function runnable(script: HTMLScriptElement): HTMLScriptElement {
  const fresh = document.createElement('script');
  for (const { name, value } of Array.from(script.attributes)) fresh.setAttribute(name, value);
  fresh.text = script.text;
  return fresh;
}

/** Inserts the store's markup into <head> (product §1, §7); returns what was added. */
export function insertEmbedMarkup(markup: string, head: HTMLElement = document.head): Node[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.replaceWith(runnable(script));
  const nodes = Array.from(template.content.childNodes).filter(
    (node) => node.nodeType !== Node.TEXT_NODE || node.textContent?.trim(),
  );
  for (const node of nodes) head.appendChild(node);
  return nodes;
}

let requested = false;

/** The longest the embed waits for a first paint that may never come (a page opened in a background tab). */
const FIRST_PAINT_WAIT_MS = 5_000;

/**
 * Runs once the browser has reported its first contentful paint. A frame and a task after it
 * are not enough: the paint is presented later than that task on a slow phone, and a request
 * started then would count against the first paint.
 */
function afterFirstPaint(run: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver !== 'function' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  )
    return void setTimeout(run, 0);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(run, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, FIRST_PAINT_WAIT_MS);
}

/**
 * Loads GET /api/Store/CustomEmbedScript once per page, after the first paint: a store's
 * third-party markup never delays the page. A failure is only a console warning.
 */
export function useCustomEmbedScript(enabled: boolean) {
  useEffect(() => {
    if (!enabled || requested) return;
    requested = true;
    afterFirstPaint(() => void loadEmbedMarkup());
  }, [enabled]);
}

function loadEmbedMarkup() {
  return apiGet<unknown>(apiPaths.customEmbedScript)
    .then((markup) => {
      if (typeof markup === 'string' && markup.trim()) insertEmbedMarkup(markup);
    })
    .catch((error: unknown) => console.warn('The custom embed script could not be loaded', error));
}
