import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import clsx from 'clsx';

// Links merchants open in a new tab must not hand the storefront window to the opened page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/** Merchant HTML (descriptions, details, terms), sanitized before it is rendered. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], ADD_ATTR: ['target'] });
}

export function HtmlContent({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return <div data-testid={testId} className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
