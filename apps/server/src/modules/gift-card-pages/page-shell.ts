import { html, safeUrl, trusted, type SafeHtml } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';
import { COPY_SCRIPT_HASH, copyCodeScript } from './code-block.ts';

/**
 * The frame of the server-rendered gift card pages: the store's logo and colour. The pages carry a
 * live code, so their CSP allows inline styles, images and one script, the Copy code button's, by
 * its hash.
 */
export const PAGE_CSP = `default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; script-src ${COPY_SCRIPT_HASH}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827;background:#f3f4f6;line-height:1.5}
a{color:var(--accent)}
.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:1rem;top:1rem;background:#fff;padding:.5rem;z-index:1}
header{background:#fff;border-bottom:4px solid var(--brand)}
.bar{max-width:1040px;margin:0 auto;padding:.75rem 1.25rem;display:flex;align-items:center;min-height:64px}
.bar img{height:40px;width:auto;max-width:220px;display:block}
.bar .name{font-size:1.25rem;font-weight:700;color:var(--accent);text-decoration:none}
main{max-width:1040px;margin:0 auto;padding:1.5rem 1.25rem 3rem}
.panel{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:1.5rem}
.visual{border-radius:16px;overflow:hidden;box-shadow:0 12px 32px rgba(17,24,39,.18);aspect-ratio:16/10;background:var(--brand);color:var(--on-brand)}
.visual img{width:100%;height:100%;object-fit:cover;display:block}
.drawn{height:100%;padding:1.5rem;display:flex;flex-direction:column;justify-content:space-between}
.drawn .store{font-weight:700;font-size:1.1rem}.drawn .value{font-size:2.25rem;font-weight:800}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 .25rem}
.lead{color:#4b5563;margin:0 0 1rem}
.amount{font-size:2.5rem;font-weight:800;margin:.25rem 0}
.experience{font-size:1.75rem;font-weight:800;line-height:1.2;margin:.5rem 0 0;overflow-wrap:anywhere}
.option{font-size:1.15rem;font-weight:600;color:#374151;margin:.25rem 0 0}
h2.section{font-size:1.05rem;margin:1.25rem 0 .25rem}
ul.included{margin:0;padding-inline-start:1.25rem}ul.included li{margin:.15rem 0}
.booking{margin:0}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dl.facts dt{color:#4b5563}dl.facts dd{margin:0;font-weight:600}
.qr{margin:.5rem auto .25rem;width:min(240px,70vw);padding:0;background:#fff}
.qr svg{display:block;width:100%;height:auto}
.code-row{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin:.25rem 0 0}
.code{flex:1 1 100%;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:1.35rem;letter-spacing:.12em;border:2px dashed #9ca3af;border-radius:10px;padding:.75rem 1rem;text-align:center;user-select:all;margin:0}
.code-group{display:inline-block;white-space:pre}
wbr+.code-group{margin-inline-start:.3em}
.copy-status{min-height:1.5rem;margin:.25rem 0 .5rem;color:#065f46;font-weight:600}
.label{font-weight:600;margin:1rem 0 0}
blockquote{margin:1.25rem 0;padding:1rem 1.25rem;background:#f9fafb;border-inline-start:4px solid var(--brand);border-start-end-radius:10px;border-end-end-radius:10px;font-style:italic;white-space:normal}
blockquote footer{font-style:normal;color:#4b5563;margin-top:.5rem}
.status{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#fef3c7;color:#78350f;font-weight:600;margin-bottom:.75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:10px;font-weight:600;text-decoration:none;background:var(--brand);color:var(--on-brand);border:2px solid var(--brand)}
button.button{font-family:inherit;font-size:inherit;line-height:inherit;cursor:pointer}
.thanks textarea{display:block;width:100%;min-height:6rem;margin:.5rem 0;padding:.75rem;border:1px solid #6b7280;border-radius:10px;font:inherit}
.thanks .error{color:#b91c1c;font-weight:600}
.button.secondary{background:#fff;color:var(--accent);border-color:currentColor}
.button:focus-visible,a:focus-visible,button:focus-visible{outline:3px solid #111827;outline-offset:2px}
.grid{display:grid;gap:1.5rem}
.note{color:#4b5563;font-size:.95rem}
.page-footer{max-width:1040px;margin:0 auto;padding:0 1.25rem 2rem;color:#4b5563;font-size:.9rem}
@media (max-width:420px){.code{font-size:1.15rem;letter-spacing:.08em;padding:.75rem .5rem}}
@media (min-width:768px){.grid{grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);align-items:start}main{padding-top:2.5rem}h1{font-size:2rem}}
@media print{header{border:0}.actions,.skip{display:none}body{background:#fff}.panel{box-shadow:none}}
`;

/** A page in the card's language (issue 29): <html lang dir>, and the layout mirrors through logical CSS. */
export function renderPage(
  brand: StoreBrand,
  { title, body }: { title: string; body: SafeHtml },
  loc: Localizer,
): string {
  const logo = brand.logo
    ? html`<a href="/"><img src="${safeUrl(brand.logo.src)}" alt="${brand.logo.alt}"></a>`
    : html`<a class="name" href="/">${brand.name}</a>`;
  const vars = `:root{--brand:${brand.color};--on-brand:${brand.onColor};--accent:${brand.accentText}}`;
  return html`<!doctype html>
<html lang="${loc.language === 'pseudo' ? 'en' : loc.language}" dir="${loc.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${trusted(vars + STYLES)}</style>
</head>
<body>
<a class="skip" href="#main">${loc.i18n._({ id: 'page.skip', message: 'Skip to content' })}</a>
<header><div class="bar">${logo}</div></header>
<main id="main">
${body}
</main>
<footer class="page-footer">${brand.name}</footer>
${copyCodeScript()}
</body>
</html>`.value;
}
