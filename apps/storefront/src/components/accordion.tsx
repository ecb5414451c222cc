import type { ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  testId?: string;
}

/** Collapsible sections (product §2 Details, Terms and conditions); several may be open at once. */
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
    <RadixAccordion.Root
      type="multiple"
      defaultValue={defaultOpen}
      className={clsx('divide-y divide-gray-200 border-y border-gray-200', className)}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.value} value={item.value} data-testid={item.testId}>
          <RadixAccordion.Header asChild>
            <Heading className="m-0">
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-start text-base font-semibold text-gray-900 hover:text-primary-ink">
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-gray-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="pb-5">{item.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
