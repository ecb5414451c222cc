import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { JobLog } from '../jobs/index.ts';
import { richTextSanitizer } from '../catalog/index.ts';

/** What the storefront's entry-server.tsx answers: the markup inside #root and the style of <html>. */
export interface RenderedPage {
  markup: string;
  rootStyle: string;
}

type RenderFunction = (
  url: string,
  data: unknown,
  sanitizeHtml: (html: string) => string,
  language: string,
) => Promise<RenderedPage>;
/** `language`: the shopper's, as chosen for this request (the page's <html lang>). */
export type PageRenderer = (
  url: string,
  data: unknown,
  dataJson: string,
  language: string,
) => Promise<RenderedPage | null>;

/** Pages rendered for the same address and data are sent again as they are (product edits change the data). */
const CACHE_SIZE = 200;

/**
 * The storefront rendered on the server (docs/decisions/0030), loaded from its built file on first
 * use. Null for every page when the file is missing (a server started before a build) or a render
 * fails: the page then starts empty and the browser renders it, as before.
 */
export function createPageRenderer(file: string, log: JobLog): PageRenderer {
  let loading: Promise<{ render: RenderFunction; sanitize: (html: string) => string } | null> | undefined;
  const cache = new Map<string, RenderedPage>();

  const load = () =>
    (loading ??= fs.existsSync(file)
      ? Promise.all([
          import(pathToFileURL(file).href) as Promise<{ renderPage: RenderFunction }>,
          richTextSanitizer(),
        ]).then(
          ([module, sanitize]) => ({ render: module.renderPage, sanitize }),
          (error: unknown) => {
            log.error({ err: error }, 'The storefront page renderer could not be loaded; pages render in the browser');
            return null;
          },
        )
      : Promise.resolve(null));

  return async (url, data, dataJson, language) => {
    const renderer = await load();
    if (!renderer) return null;
    const key = `${language}\n${url}\n${dataJson}`;
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      const page = await renderer.render(url, data, renderer.sanitize, language);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, page);
      return page;
    } catch (error) {
      log.error({ err: error, url }, 'A storefront page could not be rendered on the server; the browser renders it');
      return null;
    }
  };
}
