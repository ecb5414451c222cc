/**
 * A server-rendered page asks for its scripts once it has painted (docs/decisions/0036). Its markup
 * needs no script to be read, so the HTML, the inlined stylesheet and the lead image get the
 * phone's connection to themselves until the first frame; the scripts then hydrate what is
 * already on screen.
 */

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * The inline script's source, written out rather than taken from a function's text, which a
 * transform may wrap in helpers the page lacks. It asks once the browser reports the first
 * contentful paint (a paint observer); where paint timing is missing, after the first frame (a
 * task queued from requestAnimationFrame runs after that frame's paint). At once in a tab that
 * is hidden or becomes hidden first (it cannot paint), and after 3 s whatever happened, so no
 * page is left without its scripts. The module preloads come first, then the entry, with the
 * `crossorigin` the built tags had so each chunk is fetched once.
 */
const LOADER = [
  '(function(w,d,entry,preloads){',
  'var asked=false;',
  'function add(element){element.crossOrigin="anonymous";d.head.appendChild(element)}',
  'function load(){if(asked)return;asked=true;',
  'preloads.forEach(function(href){var link=d.createElement("link");link.rel="modulepreload";link.href=href;add(link)});',
  'var script=d.createElement("script");script.type="module";script.src=entry;add(script)}',
  'if(d.visibilityState!=="visible")return load();',
  'd.addEventListener("visibilitychange",load);',
  'w.setTimeout(load,3000);',
  'var P=w.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true})',
  '}else w.requestAnimationFrame(function(){w.setTimeout(load,0)})',
  '})',
].join('');

const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built entry script and the module preloads beside it, as URLs. */
export interface BuiltScripts {
  entry: string;
  preloads: string[];
}

/**
 * The built page with its entry script and module preloads taken out of <head>, and those
 * scripts; null scripts (and the page as it was) for a page without the built entry script.
 * Done once per build, when the template is read.
 */
export function takeOutScripts(html: string): { html: string; scripts: BuiltScripts | null } {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, scripts: null };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), scripts: { entry, preloads } };
}

/** The inline script, for the end of <body>, that asks for these scripts after the first paint. */
export function scriptsAfterFirstPaint({ entry, preloads }: BuiltScripts): string {
  return `<script>${LOADER}(window,document,${scriptSafe(entry)},${scriptSafe(preloads)})</script>`;
}
