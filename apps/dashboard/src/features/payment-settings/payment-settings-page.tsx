import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { paymentSettingsBodySchema, type PaymentSettingsAnswer } from '@giftfront/domain/admin/payment-settings';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { usePaymentSettings, useSavePaymentSettings, useTestPaymentConnection } from './api/payment-settings-queries';

/** Owners: the payment provider, the store's Stripe account, and a test that asks Stripe. */
export function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  return (
    <div data-testid="payment-settings-page">
      <PageHeader
        title="Payments"
        description="How shoppers pay: Stripe, on your store's connected account, or the sandbox (test cards, no money) where this server offers it."
      />
      <QueryState query={settings} loadingLabel="Loading payment settings…">
        {(answer) => <PaymentSettingsForm answer={answer} />}
      </QueryState>
    </div>
  );
}

function PaymentSettingsForm({ answer }: { answer: PaymentSettingsAnswer }) {
  const form = useForm<z.input<typeof paymentSettingsBodySchema>, unknown, z.output<typeof paymentSettingsBodySchema>>({
    resolver: zodResolver(paymentSettingsBodySchema),
    defaultValues: {
      provider: answer.provider,
      connectedAccountId: answer.connectedAccountId ?? '',
      publicKey: answer.publicKey ?? '',
    },
  });
  const save = useSavePaymentSettings();
  const test = useTestPaymentConnection();
  const errors = form.formState.errors;
  const stripe = form.watch('provider') === 'stripe';
  const providers = [
    { value: 'stripe', label: 'Stripe' },
    ...(answer.sandboxAllowed || answer.provider === 'sandbox'
      ? [
          {
            value: 'sandbox',
            label: answer.sandboxAllowed ? 'Sandbox (test cards, no money taken)' : 'Sandbox (refused on this server)',
          },
        ]
      : []),
  ];
  return (
    <div className="max-w-xl space-y-4">
      {answer.problem && (
        <Alert tone="warning" testId="payments-problem">
          <strong className="font-semibold">Shoppers cannot pay yet.</strong> {answer.problem}
        </Alert>
      )}
      <form
        noValidate
        className="space-y-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs"
        onSubmit={form.handleSubmit((body) => {
          test.reset();
          save.mutate(body, {
            onSuccess: (next) =>
              form.reset({
                provider: next.provider,
                connectedAccountId: next.connectedAccountId ?? '',
                publicKey: next.publicKey ?? '',
              }),
          });
        })}
      >
        <SelectField
          label="Provider"
          options={providers}
          error={errors.provider?.message}
          {...form.register('provider')}
        />
        {stripe && (
          <>
            <TextField
              label="Connected account id"
              placeholder="acct_…"
              autoComplete="off"
              spellCheck={false}
              error={errors.connectedAccountId?.message}
              {...form.register('connectedAccountId')}
            />
            <TextField
              label="Publishable key"
              placeholder="pk_live_…"
              autoComplete="off"
              spellCheck={false}
              hint="The publishable key only; the secret key stays on the server."
              error={errors.publicKey?.message}
              {...form.register('publicKey')}
            />
          </>
        )}
        {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        {save.isSuccess && !form.formState.isDirty && <Alert tone="success">Payment settings saved.</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="secondary" disabled={test.isPending || form.formState.isDirty} onClick={() => test.mutate()}>
            {test.isPending ? 'Testing…' : 'Test connection'}
          </Button>
        </div>
        {form.formState.isDirty && <p className="text-sm text-zinc-600">Save your changes to test them.</p>}
        <div aria-live="polite">
          {test.data && !form.formState.isDirty && (
            <Alert tone={test.data.ok ? 'success' : 'error'} testId="connection-result">
              {test.data.message}
            </Alert>
          )}
          {test.isError && <Alert tone="error">{errorMessage(test.error)}</Alert>}
        </div>
      </form>
    </div>
  );
}
