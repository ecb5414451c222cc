import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createApiKeySchema } from '@giftfront/domain/admin/api-keys';
import { LEGACY_API_KEY_SCOPES } from '@giftfront/domain/admin/api-key-scopes';
import { Alert } from '@/components/alert';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useCreateApiKey } from '../api/api-key-queries';
import { CopyButton } from '@/components/copy-button';
import { ScopeCheckboxes } from './scope-checkboxes';

/** A name and what the key may do (its scopes), then the key itself, once, with a copy button and a plain warning that it will not be shown again. */
export function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<z.input<typeof createApiKeySchema>, unknown, z.output<typeof createApiKeySchema>>({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scopes: [...LEGACY_API_KEY_SCOPES] },
  });
  const create = useCreateApiKey();
  const created = create.data;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      create.reset();
    }
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title={created ? `${created.name}: your new key` : 'Create API key'}
      description={created ? undefined : 'One key per till or system, so each can be revoked on its own.'}
      testId="create-key-dialog"
      formId="create-key-form"
      submitLabel="Create key"
      pendingLabel="Creating…"
      pending={create.isPending}
      error={create.isError ? create.error : null}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      result={
        created && (
          <div className="space-y-4">
            <Alert tone="warning" testId="key-shown-once">
              <strong className="font-semibold">Copy this key now. You won't see it again.</strong> Keep it in the
              till's settings: anyone who has it can do with your store's gift cards what you allowed it.
            </Alert>
            <TextField
              label="API key"
              readOnly
              value={created.key}
              className="font-mono text-[13px]"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="new-api-key"
            />
            <CopyButton text={created.key} what="key" />
          </div>
        )
      }
    >
      <TextField
        label="Name"
        placeholder="Front counter till"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <ScopeCheckboxes field={form.register('scopes')} error={scopesError(form.formState.errors.scopes)} />
    </FormDialog>
  );
}

/** The scopes' refusal: on the list ("choose at least one") or on one of its items. */
function scopesError(errors: unknown): string | undefined {
  const found = errors as { message?: string } | ({ message?: string } | undefined)[] | undefined;
  if (!found) return undefined;
  if (Array.isArray(found)) return found.find(Boolean)?.message;
  return found.message;
}
