import { useEffect, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../api/account-queries';

/** The base32 key in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app (decision 0075): the QR code (or the key to type), the first
 * code to confirm, then the ten recovery codes, shown this once, to copy or download.
 * `onDone` runs when the person has the codes and presses Done.
 */
export function TwoFactorSetupSteps({ onDone, doneLabel = 'Done' }: { onDone: () => void; doneLabel?: string }) {
  const setup = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const start = setup.mutate;
  useEffect(() => start(), [start]);

  if (confirm.data)
    return <RecoveryCodesStep codes={confirm.data.recoveryCodes} onDone={onDone} doneLabel={doneLabel} />;
  if (setup.isPending || setup.isIdle) return <Spinner label="Making your key…" />;
  if (setup.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorMessage(setup.error)}</Alert>
        <Button variant="secondary" onClick={() => start()}>
          Try again
        </Button>
      </div>
    );
  }
  const { qrSvg, secret } = setup.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError('Enter the 6-digit code your authenticator app shows.');
      return;
    }
    setFieldError(null);
    confirm.mutate(code.trim());
  };
  return (
    <div className="space-y-4" data-testid="two-factor-setup">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-zinc-700">
        <li>
          Open an authenticator app on your phone (Google Authenticator, 1Password, Authy, Microsoft Authenticator…).
        </li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt="QR code to scan with your authenticator app"
        width={176}
        height={176}
        className="mx-auto rounded-lg border border-zinc-200 bg-white"
        data-testid="two-factor-qr"
      />
      <div>
        <p className="text-xs font-medium text-zinc-600" id="two-factor-key-label">
          Can’t scan? Type this key
        </p>
        <p
          className="mt-1 break-all rounded-md bg-zinc-100 px-3 py-2 font-mono text-sm text-zinc-900"
          aria-labelledby="two-factor-key-label"
          data-testid="two-factor-key"
        >
          {grouped(secret)}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
          maxLength={12}
        />
        {confirm.isError && <Alert tone="error">{errorMessage(confirm.error)}</Alert>}
        <Button type="submit" fullWidth disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
        </Button>
      </form>
    </div>
  );
}

/** Ten recovery codes, shown this once, to copy or download (after setup, or when replaced: decision 0151). */
export function RecoveryCodesStep({
  codes,
  onDone,
  doneLabel,
  headline = 'Two-factor sign-in is on.',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
  headline?: string;
}) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <Alert tone="success">{headline}</Alert>
      <p className="text-sm text-zinc-700">
        Keep these recovery codes somewhere safe. Each works once, in place of a code from the app, if you lose your
        phone. <strong>They are shown only now.</strong>
      </p>
      <ol className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-zinc-100 px-4 py-3 font-mono text-sm text-zinc-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} what="recovery codes" />
        <Button variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" /> Download
        </Button>
      </div>
      <Button fullWidth onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
