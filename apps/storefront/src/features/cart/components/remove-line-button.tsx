import { Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Removes a cart line; named after the product for screen readers. */
export function RemoveLineButton({
  productName,
  onRemove,
  withText = false,
}: {
  productName: string;
  onRemove: () => void;
  withText?: boolean;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t`Remove ${productName} from cart`}
      data-testid="line-remove"
      className={clsx(
        'inline-flex items-center justify-center gap-1.5 rounded-lg text-gray-500 transition-colors hover:bg-red-50 hover:text-red-700',
        withText ? 'h-9 px-2 text-sm font-medium' : 'size-9',
      )}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {withText && <Trans>Remove</Trans>}
    </button>
  );
}
