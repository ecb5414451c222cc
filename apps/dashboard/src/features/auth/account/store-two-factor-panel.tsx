import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/account-queries';

/** Owners: require two-factor sign-in for everyone in the store; asked before it changes. */
export function StoreTwoFactorPanel() {
  const policy = useTwoFactorPolicy(true);
  const change = useSetTwoFactorPolicy();
  const [asking, setAsking] = useState(false);
  const required = policy.data?.required ?? false;
  const close = () => {
    change.reset();
    setAsking(false);
  };
  return (
    <section
      aria-labelledby="store-two-factor-heading"
      className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs"
    >
      <h2 id="store-two-factor-heading" className="text-[15px] font-semibold text-zinc-900">
        Two-factor sign-in for everyone
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        When required, everyone in the store signs in with a code from an authenticator app. Members without one set it
        up at their next sign-in.
      </p>
      <QueryState query={policy} loadingLabel="Loading the store’s rule…">
        {(p) => (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="store-two-factor">
            <p className="text-sm text-zinc-700">
              {p.required ? <Badge tone="success">Required</Badge> : <Badge tone="neutral">Not required</Badge>}
            </p>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {p.required ? 'Stop requiring it' : 'Require it for everyone'}
            </Button>
          </div>
        )}
      </QueryState>
      <Dialog
        open={asking}
        onOpenChange={(next) => !next && close()}
        title={required ? 'Stop requiring two-factor sign-in?' : 'Require two-factor sign-in for everyone?'}
        description={
          required
            ? 'Members may then turn it off for themselves; those who have it keep it.'
            : 'Everyone without it, you included, is asked to set it up at their next sign-in. Sessions already open stay open.'
        }
        testId="store-two-factor-dialog"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button disabled={change.isPending} onClick={() => change.mutate(!required, { onSuccess: close })}>
              {change.isPending ? 'Saving…' : required ? 'Stop requiring' : 'Require it'}
            </Button>
          </>
        }
      >
        {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
      </Dialog>
    </section>
  );
}
