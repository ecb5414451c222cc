import { createContext, useContext, useMemo, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import clsx from 'clsx';
import { RICH_TEXT_PURIFY_OPTIONS, secureRichTextLink } from '@giftfront/domain/rich-text-policy';

let hooked = false;

/**
 * Merchant HTML (descriptions, details, terms), sanitized before it is rendered. The server
 * sanitizes on write with the same allow-list; this guards text stored before it did. The hook is
 * added on first use: on the server there is no DOM for DOMPurify, which gets its own there.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => secureRichTextLink(node as Element));
    hooked = true;
  }
  return DOMPurify.sanitize(html, RICH_TEXT_PURIFY_OPTIONS);
}

const SanitizerContext = createContext<(html: string) => string>(sanitizeHtml);

/** The server's page renderer passes its own sanitizer (the same allow-list on a jsdom window). */
export function HtmlSanitizerProvider({
  sanitize,
  children,
}: {
  sanitize: (html: string) => string;
  children: ReactNode;
}) {
  return <SanitizerContext.Provider value={sanitize}>{children}</SanitizerContext.Provider>;
}

export const useSanitizeHtml = () => useContext(SanitizerContext);

export function HtmlContent({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const sanitize = useSanitizeHtml();
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  if (!clean.trim()) return null;
  return (
    <div data-testid={testId} className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
