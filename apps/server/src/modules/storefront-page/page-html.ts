import fs from 'node:fs';
import path from 'node:path';
import { CART_STORAGE_VERSION } from '@giftfront/domain/cart';
import { CART_SHOWS_ATTRIBUTE, cartHintScript } from '@giftfront/domain/cart-hint';
import { tapKeeperScript } from '@giftfront/domain/tap-replay';
import { textDirection } from '@giftfront/domain/languages';
import { INTL_WARM_UP_SCRIPT } from './intl-warm-up.ts';
import type { PageHead, StorefrontPageAnswer } from './page-data.ts';
import type { RenderedPage } from './page-renderer.ts';

/** The id of the inline JSON the storefront reads before its first render (apps/storefront/src/app/page-data.tsx). */
export const PAGE_DATA_ID = 'giftfront-data';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON that cannot end its <script> element or open a comment: <, > and & as \u escapes (still the same JSON). */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageTemplate {
  /** The built index.html with its stylesheet inlined. */
  html: string;
  /** The same with its entry script and module preloads at low fetch priority, for a page sent with its markup. */
  htmlForRenderedPage: string;
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The built index.html, its stylesheets (the storefront has one, ~10 KB compressed) inlined as
 * <style>: the first paint waits for no request but the page itself.
 */
export function loadPageTemplate(staticDir: string): PageTemplate {
  const html = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const inlined = html.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(staticDir, href);
    return fs.existsSync(file) ? `<style>${fs.readFileSync(file, 'utf8')}</style>` : link;
  });
  return { html: inlined, htmlForRenderedPage: withLowPriorityScripts(inlined) };
}

const ENTRY_AND_PRELOADS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * A page sent with its markup needs no script to be read: its scripts are asked for at once, but
 * at low priority (decision 0045), so the HTML's lead image comes first on a slow connection.
 */
const withLowPriorityScripts = (html: string) => html.replace(ENTRY_AND_PRELOADS, '<$1 fetchpriority="low"');

const absolute = (src: string, origin: string) =>
  /^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;

/** With copies, the browser fetches the one its <img> will pick (imagesrcset and imagesizes as the <img> has them). */
function leadImagePreload({ src, srcSet, sizes }: NonNullable<PageHead['leadImage']>): string {
  const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high" />`;
}

function headTags(head: PageHead, origin: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | null) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    meta('property', 'og:type', head.ogTitle ? 'website' : null),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.ogTitle ? head.description : null),
    meta('property', 'og:image', head.ogImage ? absolute(head.ogImage, origin) : null),
    meta('property', 'product:price:amount', head.price?.amount ?? null),
    meta('property', 'product:price:currency', head.price?.currency ?? null),
    head.leadImage ? leadImagePreload(head.leadImage) : '',
    head.logo ? `<link rel="preload" as="image" href="${escapeHtml(head.logo)}" />` : '',
  ].join('');
}

const modulePreloads = (urls: string[], priority: string) =>
  urls.map((url) => `<link rel="modulepreload"${priority} crossorigin href="${escapeHtml(url)}" />`).join('');

const CART_HINT_SCRIPT = cartHintScript(CART_STORAGE_VERSION);
const TAP_KEEPER_SCRIPT = tapKeeperScript();

/** React puts the image preloads it finds before the markup; they belong in <head>, once. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

function withRenderedPage(html: string, rendered: RenderedPage): string {
  const preloads = LEADING_PRELOADS.exec(rendered.markup)?.[0] ?? '';
  const markup = rendered.markup.slice(preloads.length);
  const newPreloads = (preloads.match(/<link[^>]*>/g) ?? []).filter((link) => {
    const href = /href="([^"]*)"/.exec(link)?.[1];
    return href !== undefined && !html.includes(`href="${href}"`);
  });
  const style = rendered.rootStyle ? ` style="${escapeHtml(rendered.rootStyle)}"` : '';
  // Markup with parts for one kind of cart (the checkout's skeleton) needs the hint before it paints.
  const cartHint = markup.includes(` ${CART_SHOWS_ATTRIBUTE}=`) ? `<script>${CART_HINT_SCRIPT}</script>` : '';
  // Markup whose buttons can be tapped before the scripts have taken them (decision 0045).
  const tapKeeper = `<script>${TAP_KEEPER_SCRIPT}</script>`;
  return html
    .replace(/<html\b/, () => `<html${style}`)
    .replace('<head>', () => `<head>${tapKeeper}`)
    .replace('</head>', () => `${newPreloads.join('')}${cartHint}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/**
 * The page for one request: product §2's title, description, Open Graph tags, the lead image preloaded,
 * the page's own chunks (`chunks`, URLs) preloaded beside the main script, the page's data inline,
 * and its markup when the server rendered it (`rendered`).
 */
export function renderPage(
  template: PageTemplate,
  answer: StorefrontPageAnswer,
  origin: string,
  chunks: string[] = [],
  rendered: RenderedPage | null = null,
  dataJson?: string,
  language = 'en',
): string {
  const { head, data } = answer;
  // Scripts are asked for at once from <head>, rendered page or not (decision 0045).
  const pageChunks = chunks.filter((url) => !template.html.includes(`"${url}"`));
  let html = rendered ? template.htmlForRenderedPage : template.html;
  // The shopper's language and its direction (issue 29); the template's own lang is replaced.
  html = html.replace(
    /<html\b([^>]*?)\s*lang="[^"]*"/,
    (_, before: string) => `<html${before} lang="${escapeHtml(language)}" dir="${textDirection(language)}"`,
  );
  // Replacer functions throughout: a merchant's text may hold '$&' or "$'", which a replacement string would expand.
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
  if (head.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
    );
  const preloads = modulePreloads(pageChunks, rendered ? ' fetchpriority="low"' : '');
  html = html.replace(
    '</head>',
    () => `${headTags(head, origin)}${preloads}<script>${INTL_WARM_UP_SCRIPT}</script></head>`,
  );
  if (rendered) html = withRenderedPage(html, rendered);
  const script = data
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${dataJson ?? scriptSafeJson(data)}</script>`
    : '';
  return html.replace('</body>', () => `${script}</body>`);
}
