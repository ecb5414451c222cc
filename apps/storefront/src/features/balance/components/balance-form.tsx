import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { balanceFormSchema, type BalanceFormValues } from '@giftfront/domain/gift-card';
import { Button } from '@/components/button';
import { canCheckBalance } from '../balance-check';
import { Trans, useLingui } from '@lingui/react/macro';

const resolver = zodResolver(balanceFormSchema);

/** product §2 Balance page: the code field and 'Check Balance' ('Checking...' while busy); the code is sent trimmed (product §5). */
export function BalanceForm({ busy, onCheck }: { busy: boolean; onCheck: (code: string) => void }) {
  const id = useId();
  const { register, handleSubmit, control } = useForm<BalanceFormValues>({ defaultValues: { code: '' }, resolver });
  const { t } = useLingui();
  const allowed = canCheckBalance(useWatch({ control, name: 'code' }), busy);
  return (
    <form
      noValidate
      data-testid="balance-form"
      onSubmit={(event) => {
        if (!allowed) return event.preventDefault();
        void handleSubmit((values) => onCheck(values.code))(event);
      }}
    >
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-gray-900">
        <Trans>Gift card code</Trans>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          {...register('code')}
          placeholder={t`Enter your gift card code`}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          required
          data-testid="balance-code-input"
          className="h-12 w-full min-w-0 shrink-0 rounded-xl sm:flex-1 border border-gray-300 bg-white px-4 font-mono text-base tracking-wide text-gray-900 uppercase placeholder:font-sans placeholder:tracking-normal placeholder:text-gray-400 placeholder:normal-case focus:border-primary-ink focus:ring-2 focus:ring-primary-light focus:outline-none"
        />
        <Button
          type="submit"
          size="lg"
          disabled={!allowed}
          aria-busy={busy || undefined}
          data-testid="check-balance-button"
          className="sm:min-w-40"
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {busy ? <Trans>Checking...</Trans> : <Trans>Check Balance</Trans>}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-gray-600">
        <Trans>You'll find it on your gift card or in the email it came with. Spaces and dashes don't matter.</Trans>
      </p>
    </form>
  );
}
