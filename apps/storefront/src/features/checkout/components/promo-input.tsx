import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { lookUpPromo } from '../promo/look-up-promo';
import { promoMessage } from '../promo/promo-rules';
import { fetchDiscountCode, fetchGiftCardByCode } from '../promo/promo-api';
import type { PromoProblem } from '../promo/promo-rules';
import type { Promos } from '../promo/use-promos';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** product §2/§4: one input for a promo code or a gift card, opened by an add button, closed on success. */
export function PromoInput({
  promos,
  cartQuantity,
  cartProductIds,
  currency,
}: {
  promos: Promos;
  cartQuantity: number;
  /** The products in the cart, for codes limited to chosen products. */
  cartProductIds?: readonly string[];
  currency: string;
}) {
  const inputId = useId();
  const { t, i18n } = useLingui();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<PromoProblem | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    setError(null);
    setChecking(true);
    const result = await lookUpPromo(code, {
      applied: { discounts: promos.discounts, giftCards: promos.giftCards },
      cartQuantity,
      cartProductIds,
      today: localToday(),
      currency,
      fetchDiscount: (code) => fetchDiscountCode(code, currency),
      fetchGiftCard: fetchGiftCardByCode,
    });
    setChecking(false);
    if (result.kind === 'problem') return setError(promoMessage(result.message, i18n));
    promos.apply(result);
    setCode('');
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        data-testid="promo-open"
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-ink hover:underline"
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add promo code or gift card</Trans>
      </button>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="promo-form">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-800">
        <Trans>Promo code or gift card</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClasses(Boolean(error), 'h-11 uppercase placeholder:normal-case')}
          placeholder={t`Enter code`}
          data-testid="promo-code-input"
        />
        <Button type="submit" variant="secondary" disabled={checking} data-testid="promo-apply" className="h-11">
          {checking ? t`Validating...` : t`Apply`}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700" data-testid="promo-error">
          {typeof error === 'string' ? error : i18n._(error)}
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          setError(null);
        }}
        className="mt-2 text-xs font-medium text-gray-600 hover:text-gray-900"
      >
        <Trans>Cancel</Trans>
      </button>
    </form>
  );
}
