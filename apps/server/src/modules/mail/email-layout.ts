import { html, safeUrl, type SafeHtml } from '../../lib/html.ts';
import { localizer, markupSlot, withMarkup, type Localizer } from '../../lib/i18n/server-i18n.ts';
import type { StoreBrand } from '../../lib/store-brand.ts';

/**
 * The frame every email shares: table layout and inline styles (what mail clients render),
 * the store's logo or name, its colour, a hidden preheader, and a footer linking to the store.
 */
export interface EmailBrand extends StoreBrand {
  /** The store's public address, e.g. https://acme.example.com. */
  homeUrl: string;
  /** The logo as an absolute URL ('' when none). */
  logoUrl: string;
}

export const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const MUTED = '#4b5563';

export function emailLayout(
  brand: EmailBrand,
  { title, preheader, body }: { title: string; preheader: string; body: SafeHtml },
  /** The reader's language (issue 29): <html lang dir> and the footer; merchant mails stay in English. */
  loc: Localizer = localizer('en'),
): string {
  const storeLink = html`<a href="${safeUrl(brand.homeUrl)}" style="color:${brand.accentText};">${brand.name}</a>`;
  const footer = withMarkup(
    loc.i18n._({
      id: 'email.footer',
      message: 'Sent by {store}. Keep this email: it is your proof of purchase or gift.',
      values: { store: markupSlot('store') },
    }),
    { store: storeLink },
  );
  const logo = brand.logoUrl
    ? html`<img src="${safeUrl(brand.logoUrl)}" alt="${brand.logo?.alt ?? brand.name}" height="40" style="display:block;height:40px;width:auto;max-width:220px;border:0;">`
    : html`<span style="font-family:${FONT};font-size:22px;font-weight:700;color:${brand.accentText};">${brand.name}</span>`;
  return html`<!doctype html>
<html lang="${loc.language === 'pseudo' ? 'en' : loc.language}" dir="${loc.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body dir="${loc.dir}" style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="padding:20px 24px;"><a href="${safeUrl(brand.homeUrl)}" style="text-decoration:none;">${logo}</a></td></tr>
<tr><td style="height:4px;line-height:4px;font-size:0;background-color:${brand.color};">&nbsp;</td></tr>
<tr><td style="padding:28px 24px;font-family:${FONT};font-size:16px;line-height:1.5;color:#111827;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background-color:#f9fafb;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`.value;
}

/** A link styled as a button that survives clients without CSS support (a coloured table cell). */
export function emailButton(brand: EmailBrand, href: string, label: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="display:inline-table;margin:4px 4px;"><tr>
<td style="border-radius:8px;background-color:${brand.color};"><a href="${safeUrl(href)}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:15px;font-weight:600;color:${brand.onColor};text-decoration:none;border-radius:8px;">${label}</a></td>
</tr></table>`;
}

export function emailHeading(text: string): SafeHtml {
  return html`<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;font-weight:700;color:#111827;">${text}</h1>`;
}

/** Label / value rows (totals, card facts); the last row can be emphasised. */
export function emailRows(rows: [string, string][], { emphasiseLast = false } = {}): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">
${rows.map(([label, value], i) => {
  const strong = emphasiseLast && i === rows.length - 1;
  const style = strong ? 'padding:8px 0 0;border-top:1px solid #e5e7eb;font-weight:700;' : 'padding:4px 0;';
  return html`<tr><td style="${style}text-align:start;color:${strong ? '#111827' : MUTED};">${label}</td><td style="${style}text-align:end;">${value}</td></tr>`;
})}
</table>`;
}

/** A gift card code, large and easy to copy. */
export function emailCode(code: string): SafeHtml {
  return html`<div style="margin:4px 0 12px;padding:12px 16px;border:2px dashed #9ca3af;border-radius:8px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:20px;letter-spacing:2px;text-align:center;color:#111827;">${code}</div>`;
}
