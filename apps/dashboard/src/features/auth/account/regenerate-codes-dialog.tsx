import { useId, useState, type FormEvent } from 'react';
import { TWO_FACTOR_MESSAGES } from '@giftfront/domain/admin/two-factor';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRegenerateRecoveryCodes } from '../api/account-queries';
import { RecoveryCodesStep } from '../components/two-factor-setup-steps';

/**
 * Replaces one's recovery codes (decision 0151): the password or a current code from the app
 * proves it is the person, then the ten new codes are shown this once, to copy or download. The
 * old codes stop working as the new ones are made. One dialog for both steps, so focus goes back
 * to the button that opened it.
 */
export function RegenerateCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = useId();
  const codes = regenerate.data?.recoveryCodes ?? null;

  const close = () => {
    setPassword('');
    setCode('');
    setMissing(false);
    regenerate.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password && !code.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    regenerate.mutate(password ? { password } : { code: code.trim() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      onOpenAutoFocus={(event) => {
        const field = document.getElementById(formId)?.querySelector<HTMLElement>('input');
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
      title={codes ? 'Your new recovery codes' : 'Get new recovery codes'}
      description={
        codes
          ? undefined
          : 'Your old recovery codes stop working at once. Enter your password, or a code your authenticator app shows now.'
      }
      testId="regenerate-codes-dialog"
      footer={
        codes ? undefined : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} disabled={regenerate.isPending}>
              {regenerate.isPending ? 'Making new codes…' : 'Get new codes'}
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <RecoveryCodesStep
          codes={codes}
          onDone={close}
          doneLabel="Done"
          headline="New recovery codes are ready. The old ones no longer work."
        />
      ) : (
        <form id={formId} noValidate className="space-y-4" onSubmit={submit}>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label="Or a code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {missing && <Alert tone="error">{TWO_FACTOR_MESSAGES.passwordOrCode}</Alert>}
          {regenerate.error != null && <Alert tone="error">{errorMessage(regenerate.error)}</Alert>}
        </form>
      )}
    </Dialog>
  );
}
