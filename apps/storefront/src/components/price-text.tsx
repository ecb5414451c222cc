import clsx from 'clsx';

const weights = {
  normal: 'font-normal text-gray-600',
  semibold: 'font-semibold text-gray-900',
  bold: 'font-bold text-gray-900',
} as const;

/** A price as shown to the shopper; `text` is already formatted (lib/money-format.ts). */
export function PriceText({
  text,
  className,
  testId,
  weight = 'semibold',
}: {
  text: string;
  className?: string;
  testId?: string;
  weight?: keyof typeof weights;
}) {
  return (
    <span data-testid={testId} className={clsx('tabular-nums', weights[weight], className)}>
      {text}
    </span>
  );
}
