import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  testId?: string;
}

/**
 * Collapsible sections (product §2 Details, Terms and conditions); several may be open at once.
 * Native `<details>`: it opens on a tap before the page's scripts have run, where a scripted
 * accordion dropped a tap that came before its part of the page had hydrated (issue 26). React
 * never sets `open` after the first render, so the shopper's choice stays.
 */
export function Accordion({
  items,
  defaultOpen = [],
  headingLevel = 2,
  className,
}: {
  items: AccordionItem[];
  defaultOpen?: string[];
  /** The level of the section headings in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  if (items.length === 0) return null;
  return (
    <div className={clsx('divide-y divide-gray-200 border-y border-gray-200', className)}>
      {items.map((item) => (
        <details
          key={item.value}
          className="group"
          data-testid={item.testId}
          open={defaultOpen.includes(item.value) || undefined}
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 py-4 text-start text-base font-semibold text-gray-900 hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold">{item.title}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-gray-500 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
