import clsx from 'clsx';

/** A price as shown to the shopper; `text` is already formatted (lib/money-format.ts). */
export function PriceText({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  return (
    <span data-testid={testId} className={clsx('font-semibold text-gray-900 tabular-nums', className)}>
      {text}
    </span>
  );
}
