import { Alert } from '@/components/alert';
import { CopyButton } from '@/components/copy-button';
import { TextField } from '@/components/text-field';

/** A signing secret, once, with a copy button and the plain warning that it will not be shown again. */
export function SecretShownOnce({ secret }: { secret: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="warning" testId="secret-shown-once">
        <strong className="font-semibold">Copy this signing secret now. You won't see it again.</strong> Your receiver
        uses it to check that each event came from this store (docs/webhooks.md).
      </Alert>
      <TextField
        label="Signing secret"
        readOnly
        value={secret}
        className="font-mono text-[13px]"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="webhook-secret"
      />
      <CopyButton text={secret} what="secret" />
    </div>
  );
}
