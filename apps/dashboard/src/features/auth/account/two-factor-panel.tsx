import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { disableTwoFactorSchema } from '@giftfront/domain/admin/two-factor';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format-date';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useDisableTwoFactor, useTwoFactorStatus } from '../api/account-queries';
import { TwoFactorSetupSteps } from '../components/two-factor-setup-steps';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';

/** On or off, set up (a dialog with the QR code and the recovery codes) and turn off (password and code). */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const timeZone = useStoreTimeZone();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <h2 id="two-factor-heading" className="text-[15px] font-semibold text-zinc-900">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        After your password, the dashboard asks for a code from an authenticator app on your phone.
      </p>
      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      <QueryState query={status} loadingLabel="Loading two-factor sign-in…">
        {(s) => (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="two-factor-status">
            <div className="text-sm text-zinc-700">
              {s.enabled ? (
                <>
                  <Badge tone="success">On</Badge>{' '}
                  <span>
                    since {s.enabledAt ? formatDate(s.enabledAt, timeZone) : '—'}; {s.recoveryCodesLeft} of 10 recovery
                    codes left.
                  </span>
                </>
              ) : (
                <>
                  <Badge tone="neutral">Off</Badge> <span>Only your password protects this account.</span>
                </>
              )}
              {s.requiredByStore && <p className="mt-1 text-xs text-zinc-600">Your store requires it for everyone.</p>}
            </div>
            {s.enabled ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setNotice(null);
                    setRegenerating(true);
                  }}
                >
                  New recovery codes
                </Button>
                {!s.requiredByStore && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setNotice(null);
                      setTurningOff(true);
                    }}
                  >
                    Turn off
                  </Button>
                )}
              </div>
            ) : (
              <Button
                onClick={() => {
                  setNotice(null);
                  setSettingUp(true);
                }}
              >
                Set up two-factor sign-in
              </Button>
            )}
          </div>
        )}
      </QueryState>
      <Dialog
        open={settingUp}
        onOpenChange={setSettingUp}
        title="Set up two-factor sign-in"
        testId="two-factor-setup-dialog"
      >
        {settingUp && <TwoFactorSetupSteps onDone={() => setSettingUp(false)} />}
      </Dialog>
      <RegenerateCodesDialog open={regenerating} onClose={() => setRegenerating(false)} />
      <TurnOffDialog
        open={turningOff}
        onClose={() => setTurningOff(false)}
        onDone={() => setNotice('Two-factor sign-in is off.')}
      />
    </section>
  );
}

function TurnOffDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const form = useForm<z.input<typeof disableTwoFactorSchema>, unknown, z.output<typeof disableTwoFactorSchema>>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const disable = useDisableTwoFactor();
  const close = () => {
    form.reset();
    disable.reset();
    onClose();
  };
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Turn off two-factor sign-in?"
      description="Your password alone will open your account. Enter it and a current code to confirm."
      testId="two-factor-off-dialog"
      submitLabel="Turn off"
      pendingLabel="Turning off…"
      variant="danger"
      pending={disable.isPending}
      error={disable.error}
      onSubmit={form.handleSubmit((values) =>
        disable.mutate(values, {
          onSuccess: () => {
            onDone();
            close();
          },
        }),
      )}
    >
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...form.register('code')}
      />
    </FormDialog>
  );
}
