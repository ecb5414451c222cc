import { ShieldCheck } from 'lucide-react';
import type { AuthenticationOutcome } from '@giftfront/domain/sandbox-card';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

/** The sandbox's stand-in for a bank's 3-D Secure page; closing it counts as failing. */
export function ThreeDSecureDialog({
  open,
  amountText,
  onDecide,
}: {
  open: boolean;
  amountText?: string;
  onDecide(outcome: AuthenticationOutcome): void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDecide('fail')}
      title={t`Confirm your payment`}
      description={t`3-D Secure authentication (test mode)`}
      size="md"
      testId="three-d-secure-dialog"
      footer={
        <>
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => onDecide('fail')}
            data-testid="fail-authentication"
          >
            <Trans>Fail authentication</Trans>
          </Button>
          <Button
            className="w-full sm:w-auto"
            onClick={() => onDecide('complete')}
            data-testid="complete-authentication"
          >
            <Trans>Complete authentication</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm text-gray-700">
          {amountText ? (
            <Trans>
              Your bank asks you to approve this payment of{' '}
              <strong className="font-semibold text-gray-900">{amountText}</strong>. In test mode you choose what the
              bank answers.
            </Trans>
          ) : (
            <Trans>Your bank asks you to approve this payment. In test mode you choose what the bank answers.</Trans>
          )}
        </p>
      </div>
    </Dialog>
  );
}
