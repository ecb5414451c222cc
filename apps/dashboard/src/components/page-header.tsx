import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { takeHeadingFocus } from '@/lib/heading-focus';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A page's title (its h1, which takes focus after navigation), a line about it and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useDocumentTitle(title);
  useLayoutEffect(() => takeHeadingFocus(heading.current), []);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1
          ref={heading}
          tabIndex={-1}
          data-page={pathname}
          className="text-xl font-semibold tracking-tight text-zinc-900 sm:text-2xl"
        >
          {title}
        </h1>
        {description && <p className="mt-1 max-w-2xl text-sm text-zinc-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
