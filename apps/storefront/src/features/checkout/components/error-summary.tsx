import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AlertCircle } from 'lucide-react';
import { useShopperMessage } from '@/lib/i18n/use-shopper-message';
import { fieldId, type CheckoutFieldName } from '../use-checkout-form';

/**
 * product §5: the errors are also listed in a box headed 'Please correct the following errors:'.
 * Focus moves to it on every refused submit (focusKey changes); each entry links to its field.
 */
export function ErrorSummary({
  errors,
  focusKey,
}: {
  errors: { name: CheckoutFieldName; message: string }[];
  focusKey: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const say = useShopperMessage();
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (focusKey > 0 && hasErrors) box.current?.focus();
  }, [focusKey, hasErrors]);
  if (!hasErrors) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="checkout-error-summary-title"
      data-testid="error-summary"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 focus:outline-2 focus:outline-offset-2 focus:outline-red-600"
    >
      <h2 id="checkout-error-summary-title" className="flex items-center gap-2 text-sm font-semibold text-red-800">
        <AlertCircle aria-hidden="true" className="size-5 text-red-600" />
        <Trans>Please correct the following errors:</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-11 text-sm text-red-700">
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                const field = document.getElementById(fieldId(name));
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView({ block: 'center' });
                field.focus({ preventScroll: true });
              }}
              className="underline underline-offset-2 hover:text-red-900"
              data-testid="error-summary-item"
            >
              {say(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
