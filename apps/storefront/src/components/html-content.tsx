import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import clsx from 'clsx';
import { RICH_TEXT_PURIFY_OPTIONS, secureRichTextLink } from '@giftfront/domain/rich-text-policy';

// The server sanitizes on write with the same allow-list; this guards text stored before it did.
DOMPurify.addHook('afterSanitizeAttributes', (node) => secureRichTextLink(node as Element));

/** Merchant HTML (descriptions, details, terms), sanitized before it is rendered. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_PURIFY_OPTIONS);
}

export function HtmlContent({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return <div data-testid={testId} className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
