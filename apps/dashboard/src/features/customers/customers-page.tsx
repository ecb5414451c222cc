import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { customerPageSchema, type Customer, type CustomerPage } from '@giftfront/domain/admin/customers';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { TextField } from '@/components/text-field';
import { TimesInZone } from '@/components/times-in-zone';
import { apiGet, parsed } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

/** Buyers and recipients, read from the store's orders and cards; the search and page are in the address. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(query);
  const timeZone = useStoreTimeZone();
  const list = useQuery({
    queryKey: ['customers', query, page],
    queryFn: ({ signal }): Promise<CustomerPage> => {
      const search = new URLSearchParams();
      if (query) search.set('query', query);
      if (page > 1) search.set('page', String(page));
      return apiGet(`/api/admin/customers${search.size ? `?${search}` : ''}`, signal).then(parsed(customerPageSchema));
    },
    placeholderData: keepPreviousData,
  });
  const go = (next: { query: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.query.trim()) search.set('query', next.query.trim());
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ query: typed });
  };
  const columns: Column<Customer>[] = [
    {
      header: 'Customer',
      cell: (c) => (
        <Link
          to={`/customers/one?${new URLSearchParams({ email: c.email })}`}
          className="font-medium text-accent-ink underline-offset-2 hover:underline"
        >
          {c.name || c.email}
        </Link>
      ),
    },
    { header: 'Email', cell: (c) => <span className="break-all">{c.email}</span> },
    { header: 'Orders', align: 'end', cell: (c) => c.orders },
    { header: 'Cards received', align: 'end', cell: (c) => c.cardsReceived },
    { header: 'Last seen', cell: (c) => formatDateTime(c.lastSeen, timeZone) },
  ];
  return (
    <div data-testid="customers-page">
      <PageHeader
        title="Customers"
        description="Everyone who bought from the store or was sent a gift card, read from the orders and cards."
      />
      <TimesInZone />
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label="Find a customer"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          hint="A name or an email, or part of one."
          containerClassName="w-full sm:w-80"
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      <QueryState query={list} loadingLabel="Loading customers…">
        {(data) =>
          data.customers.length === 0 ? (
            <StateMessage
              icon={Users}
              title={query ? 'Nobody matches' : 'No customers yet'}
              message={
                query
                  ? 'Check the spelling, or search for part of the email.'
                  : 'Buyers and recipients appear here with their first order or card.'
              }
            />
          ) : (
            <>
              <ResponsiveTable
                caption="Customers"
                columns={columns}
                rows={data.customers}
                rowKey={(c) => c.email}
                testId="customers"
              />
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(next) => go({ query, page: next })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
