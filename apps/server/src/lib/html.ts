/**
 * Server-rendered HTML (emails, gift card pages): every interpolated value is escaped unless it
 * is already SafeHtml, so text written by shoppers and merchants can never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup the caller vouches for (a constant, or output of html``). */
export const trusted = (markup: string): SafeHtml => new SafeHtml(markup);

/** Escaped text whose line breaks are kept (a gift message). */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(text.split(/\r?\n/).map(escapeHtml).join('<br>'));
}

/** Only http(s), relative and data:image URLs may reach an href or src; anything else becomes empty. */
export function safeUrl(url: string | null | undefined): string {
  if (!url) return '';
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed) || /^data:image\/(png|jpe?g|gif|webp);/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return '';
}
