import { useSearchParams } from 'react-router';
import { ScrollText } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { useAuditFilters, useAuditPage } from './api/audit-queries';
import { AuditFilterBar } from './components/audit-filters';
import { AuditTable } from './components/audit-table';
import { TimesInZone } from '@/components/times-in-zone';

/** Owners: everything staff and keys did, newest first, by person and action, 50 a page. The filters live in the address. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const entries = useAuditPage({ actor: actor || undefined, action: action || undefined, page });
  const filters = useAuditFilters();

  const go = (next: { actor: string; action: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.actor) search.set('actor', next.actor);
    if (next.action) search.set('action', next.action);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div data-testid="audit-page">
      <PageHeader
        title="Audit log"
        description="Sign-ins, staff changes, API keys and every other change made by staff or keys, newest first."
      />
      <TimesInZone />
      <AuditFilterBar filters={filters.data} actor={actor} action={action} onChange={go} />
      <QueryState query={entries} loadingLabel="Loading the audit log…">
        {(data) =>
          data.entries.length === 0 ? (
            <StateMessage
              icon={ScrollText}
              title={actor || action ? 'Nothing matches these filters' : 'Nothing recorded yet'}
            />
          ) : (
            <>
              <AuditTable entries={data.entries} />
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(next) => go({ actor, action, page: next })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
