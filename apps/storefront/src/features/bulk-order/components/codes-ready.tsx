import { Trans } from '@lingui/react/macro';
import { CircleCheck, Download } from 'lucide-react';
import { Button, ButtonLink } from '@/components/button';
import { useCodesDownload } from '@/entities/order/use-codes-download';

/**
 * After paying a 'send the codes to me' order: the codes as a CSV (issue 31); the order's
 * confirmation page offers them again for 7 days (decision 0163).
 */
export function CodesReady({ paymentIntentId, count }: { paymentIntentId: string; count: number }) {
  const { download, busy, problem } = useCodesDownload(paymentIntentId);

  return (
    <section
      aria-labelledby="bulk-codes-heading"
      className="rounded-2xl border border-green-200 bg-green-50 p-5"
      data-testid="bulk-codes"
    >
      <h2 id="bulk-codes-heading" className="flex items-center gap-2 text-lg font-semibold text-green-900">
        <CircleCheck aria-hidden="true" className="size-5" />
        <Trans>Paid: your {count} gift cards are ready</Trans>
      </h2>
      <p className="mt-2 text-sm text-gray-800">
        <Trans>
          No email was sent to the recipients. Download the codes now and keep the file safe: each code is money to
          whoever holds it.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={download} disabled={busy} data-testid="bulk-codes-download">
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download the codes (CSV)</Trans>
        </Button>
        <ButtonLink variant="outline" to={`/confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`}>
          <Trans>See the order</Trans>
        </ButtonLink>
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
