import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { QrCode, Search } from 'lucide-react';
import type { z } from 'zod';
import { giftCardCodeFormSchema } from '@giftfront/domain/gift-card';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { describedBy, FieldShell } from '@/components/field';
import { useQrScanSupport } from '../qr-scan-support';

// The camera code loads only when someone asks to scan.
const QrScannerDialog = lazy(() => import('./qr-scanner-dialog').then((m) => ({ default: m.QrScannerDialog })));

const HINT = 'Any case; spaces and dashes are ignored.';

/** One large 'Gift card code' field (typed or scanned) and 'Find card'. */
export function CodeLookupForm({
  onCode,
  looking,
  problem,
}: {
  onCode: (code: string) => void;
  looking: boolean;
  problem: string | null;
}) {
  const id = useId();
  const form = useForm<z.input<typeof giftCardCodeFormSchema>, unknown, z.output<typeof giftCardCodeFormSchema>>({
    resolver: zodResolver(giftCardCodeFormSchema),
    defaultValues: { code: '' },
  });
  const canScan = useQrScanSupport();
  const [scanning, setScanning] = useState(false);
  const error = form.formState.errors.code?.message;
  const scanned = (code: string) => {
    setScanning(false);
    form.setValue('code', code);
    onCode(code);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => onCode(code))}
      className="space-y-4"
      data-testid="code-lookup"
    >
      <FieldShell id={id} label={<span className="text-base">Gift card code</span>} error={error} hint={HINT}>
        <input
          id={id}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          className={clsx(
            'block h-14 w-full rounded-xl border bg-white px-4 font-mono text-xl tracking-wider text-zinc-900 uppercase shadow-xs placeholder:normal-case placeholder:tracking-normal sm:text-2xl',
            'focus:outline-2 focus:outline-offset-0',
            error
              ? 'border-red-500 focus:outline-red-500'
              : 'border-zinc-300 hover:border-zinc-400 focus:outline-accent',
          )}
          {...describedBy(id, error, HINT)}
          {...form.register('code')}
        />
      </FieldShell>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={looking} className="sm:flex-1">
          <Search aria-hidden="true" className="size-5" />
          {looking ? 'Finding the card…' : 'Find card'}
        </Button>
        {canScan && (
          <Button variant="secondary" size="lg" onClick={() => setScanning(true)}>
            <QrCode aria-hidden="true" className="size-5" /> Scan QR code
          </Button>
        )}
      </div>
      {scanning && (
        <Suspense fallback={null}>
          <QrScannerDialog open={scanning} onOpenChange={setScanning} onCode={scanned} />
        </Suspense>
      )}
    </form>
  );
}
