import { useState, type FormEvent } from 'react';
import {
  ORDER_STATUS_FILTERS,
  ORDER_STATUS_FILTER_NAMES,
  type OrderStatusFilter,
} from '@giftfront/domain/admin/orders';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { OrderSearch } from '../api/order-queries';

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...ORDER_STATUS_FILTER_NAMES.map((name) => ({ value: name, label: ORDER_STATUS_FILTERS[name] })),
];

/** Search (on Enter or the button), status and days; each change starts again from page 1. */
export function OrderFilters({ search, onChange }: { search: OrderSearch; onChange: (next: OrderSearch) => void }) {
  const [query, setQuery] = useState(search.query);
  const change = (next: Partial<OrderSearch>) => onChange({ ...search, query, ...next, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ query });
  };
  const filtered = search.query || search.status || search.from || search.to;
  return (
    <div className="mb-4 space-y-3" data-testid="order-filters">
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <TextField
          label="Search orders"
          type="search"
          placeholder="Order number, email or card last 4"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          containerClassName="min-w-0 flex-1 sm:max-w-md"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={search.status}
          onChange={(event) => change({ status: event.target.value as OrderStatusFilter | '' })}
          containerClassName="w-full sm:w-56"
        />
        <TextField
          label="From"
          type="date"
          value={search.from}
          max={search.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
          containerClassName="w-[calc(50%-0.375rem)] sm:w-44"
        />
        <TextField
          label="To"
          type="date"
          value={search.to}
          min={search.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
          containerClassName="w-[calc(50%-0.375rem)] sm:w-44"
        />
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setQuery('');
              onChange({ query: '', status: '', from: '', to: '', page: 1 });
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
