import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileClock } from 'lucide-react';
import type { OrderResult } from '@giftfront/domain/order';
import { Button } from '@/components/button';
import { useCodesDownload } from '@/entities/order/use-codes-download';
import { formatMoment } from '@/lib/i18n/dates';

/**
 * A 'send the codes to me' order's codes on its confirmation page (decision 0163): for 7 days the
 * buyer's browser, or one that opened the receipt's link, downloads them as a CSV; another browser
 * is pointed to that link; afterwards a sentence says the time has passed.
 */
export function CodesDownload({
  paymentIntentId,
  window,
  fullAccess,
}: {
  paymentIntentId: string;
  window: NonNullable<OrderResult['order']['codesDownload']>;
  fullAccess: boolean;
}) {
  const { t } = useLingui();
  const { download, busy, problem } = useCodesDownload(paymentIntentId);
  const until = formatMoment(window.until);
  return (
    <section
      aria-labelledby="codes-download-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs"
      data-testid="codes-download"
    >
      <h2 id="codes-download-heading" className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <FileClock aria-hidden="true" className="size-5 text-gray-500" />
        <Trans>The gift card codes</Trans>
      </h2>
      {!window.open ? (
        <p className="mt-2 text-sm text-gray-700" data-testid="codes-download-expired">
          <Trans>
            The codes of this order could be downloaded for 7 days after it was placed, and that time has passed.
            Contact the store to have them sent again.
          </Trans>
        </p>
      ) : fullAccess ? (
        <>
          <p className="mt-2 text-sm text-gray-700" data-testid="codes-download-until">
            {t`No email was sent to the recipients. Download the codes as a CSV file until ${until}, and keep the file safe: each code is money to whoever holds it.`}
          </p>
          <Button className="mt-3" onClick={download} disabled={busy} data-testid="codes-download-button">
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download the codes (CSV)</Trans>
          </Button>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-700" data-testid="codes-download-receipt-hint">
          {t`To download the codes, open the link in your receipt email (until ${until}).`}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
