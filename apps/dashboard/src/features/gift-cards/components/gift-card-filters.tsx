import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import type { z } from 'zod';
import { giftCardListQuerySchema } from '@giftfront/domain/admin/gift-cards';
import { CARD_STATUSES, GIFT_CARD_KINDS } from '@giftfront/domain/gift-card-status';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { KIND_LABELS } from '../kind-labels';
import type { ListFilters } from '../use-list-filters';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...CARD_STATUSES.map((status) => ({ value: status, label: status })),
];
const KIND_OPTIONS = [
  { value: '', label: 'Any kind' },
  ...GIFT_CARD_KINDS.map((kind) => ({ value: kind, label: `${KIND_LABELS[kind]}s` })),
];
const emptyIsNone = (value: string) => value || undefined;

/**
 * Search (full code, last 4, email, order number), status and kind. A search applies when sent and
 * a choice at once, each changing only its own part (use-list-filters.ts builds on the last change).
 */
export function GiftCardFilters({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (next: Partial<ListFilters>) => void;
}) {
  const form = useForm<z.input<typeof giftCardListQuerySchema>, unknown, z.output<typeof giftCardListQuerySchema>>({
    resolver: zodResolver(giftCardListQuerySchema),
  });
  const { query, status, kind } = filters;
  useEffect(() => {
    form.reset({ query, status: emptyIsNone(status) as never, kind: emptyIsNone(kind) as never });
  }, [form, query, status, kind]);
  const apply = form.handleSubmit((values) => onChange({ query: values.query ?? '' }));
  const filtered = Boolean(query || status || kind);

  return (
    <form
      noValidate
      role="search"
      aria-label="Gift cards"
      onSubmit={apply}
      className="mb-4 flex flex-wrap items-end gap-3"
      data-testid="gift-card-filters"
    >
      <TextField
        label="Search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Code, last 4, email or order number"
        error={form.formState.errors.query?.message}
        containerClassName="w-full sm:w-auto sm:min-w-72 sm:flex-1"
        {...form.register('query')}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        containerClassName="w-[calc(50%-0.375rem)] sm:w-40"
        {...form.register('status', {
          setValueAs: emptyIsNone,
          onChange: (event) => onChange({ status: event.target.value }),
        })}
      />
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        containerClassName="w-[calc(50%-0.375rem)] sm:w-40"
        {...form.register('kind', {
          setValueAs: emptyIsNone,
          onChange: (event) => onChange({ kind: event.target.value }),
        })}
      />
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" /> Search
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={() => onChange({ query: '', status: '', kind: '' })}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
