import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createWebhookSchema } from '@giftfront/domain/admin/webhooks';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useCreateWebhook } from '../api/webhook-queries';
import { EventCheckboxes } from './event-checkboxes';
import { SecretShownOnce } from './secret-shown-once';

type Values = z.input<typeof createWebhookSchema>;

/** The server names a field's problem as `body.<field>: <message>`; it goes under that field. */
function fieldOf(message: string): { field: 'url' | 'events'; message: string } | null {
  const match = /^body\.(url|events)(?:\[\d+\])?: (.+)$/.exec(message);
  return match ? { field: match[1] as 'url' | 'events', message: match[2]! } : null;
}

/** A URL and the events it gets, then the signing secret, once. */
export function AddEndpointDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<Values, unknown, z.output<typeof createWebhookSchema>>({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: { url: '', events: [] },
  });
  const create = useCreateWebhook();
  const created = create.data;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      create.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onError: (error) => {
        const problem = isApiError(error) ? fieldOf(error.message) : null;
        if (problem) form.setError(problem.field, { message: problem.message });
      },
    }),
  );
  const refusal = create.isError && !(isApiError(create.error) && fieldOf(create.error.message));
  return (
    <FormDialog
      open={open}
      onClose={() => close(false)}
      title={created ? 'Endpoint added' : 'Add webhook endpoint'}
      description={created ? undefined : 'Giftfront POSTs each event you choose to this URL, signed with its secret.'}
      testId="add-webhook-dialog"
      formId="add-webhook-form"
      submitLabel="Add endpoint"
      pendingLabel="Adding…"
      pending={create.isPending}
      error={refusal ? create.error : null}
      onSubmit={submit}
      result={created && <SecretShownOnce secret={created.secret} />}
    >
      <TextField
        label="URL"
        type="url"
        placeholder="https://example.com/giftfront-events"
        autoComplete="off"
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
      <EventCheckboxesField form={form} />
    </FormDialog>
  );
}

type EndpointForm = ReturnType<typeof useForm<Values, unknown, z.output<typeof createWebhookSchema>>>;

function EventCheckboxesField({ form }: { form: EndpointForm }) {
  const errors = form.formState.errors.events;
  const message = errors?.message ?? (Array.isArray(errors) ? errors.find(Boolean)?.message : undefined);
  return <EventCheckboxes field={form.register('events')} error={message} />;
}
