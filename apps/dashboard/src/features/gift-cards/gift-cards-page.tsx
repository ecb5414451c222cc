import { CreditCard } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { listSearch, useGiftCardList } from './api/gift-card-queries';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { useCan } from '@/lib/session';
import { GiftCardFilters } from './components/gift-card-filters';
import { GiftCardsTable } from './components/gift-cards-table';
import { useListFilters } from './use-list-filters';
import { TimesInZone } from '@/components/times-in-zone';

/** Every card of the store, newest first: search, status and kind in the address, a page at a time. */
export function GiftCardsPage() {
  const [filters, change] = useListFilters();
  const list = useGiftCardList(filters);
  const filtered = Boolean(filters.query || filters.status || filters.kind);
  const isOwner = useCan('owner');
  const exportSearch = listSearch(filters);
  return (
    <div data-testid="gift-cards-page">
      <PageHeader
        title="Gift cards"
        description="Search by the full code, its last 4 characters, an email or an order number."
        actions={
          isOwner && (
            <CsvDownloadButton
              url={`/api/admin/gift-cards.csv${exportSearch ? `?${exportSearch}` : ''}`}
              fallbackName="gift-cards.csv"
              label={filtered ? 'Export these cards (CSV)' : 'Export CSV'}
              rows={list.data && { count: list.data.total, what: 'gift cards', narrow: 'a search, a status or a kind' }}
            />
          )
        }
      />
      <TimesInZone />
      <GiftCardFilters filters={filters} onChange={change} />
      <QueryState query={list} loadingLabel="Loading gift cards…">
        {(data) =>
          data.cards.length === 0 ? (
            <StateMessage
              icon={CreditCard}
              title={filtered ? 'No gift card matches' : 'No gift cards yet'}
              message={
                filtered
                  ? 'Check the code or email, or clear the filters.'
                  : 'Cards appear here when they are sold or imported.'
              }
            />
          ) : (
            <div aria-busy={list.isPlaceholderData}>
              <GiftCardsTable cards={data.cards} />
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => change({ ...filters, page })}
              />
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
