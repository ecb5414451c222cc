import { auditActionLabel, type AuditEntry } from '@giftfront/domain/admin/audit';
import { Badge } from '@/components/badge';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatDateTime } from '@/lib/format-date';
import { auditDetails, detailLine } from '../describe-change';
import { useSession } from '@/lib/session';

const ACTOR_KIND: Record<AuditEntry['actor']['kind'], string | null> = {
  staff: null,
  key: 'API key',
  system: 'System',
  anonymous: 'Not signed in',
};

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { timeZone, currency } = useSession().store;
  const columns: Column<AuditEntry>[] = [
    {
      header: 'Action',
      cell: (e) => <span className="font-medium text-zinc-900 md:whitespace-nowrap">{auditActionLabel(e.action)}</span>,
    },
    {
      header: 'When',
      cell: (e) => (
        <time dateTime={e.at} className="whitespace-nowrap text-zinc-700">
          {formatDateTime(e.at, timeZone)}
        </time>
      ),
    },
    {
      header: 'Who',
      cell: (e) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          <span>{e.actor.name}</span>
          {ACTOR_KIND[e.actor.kind] && <Badge>{ACTOR_KIND[e.actor.kind]}</Badge>}
        </span>
      ),
    },
    { header: 'Target', cell: (e) => <span className="break-words">{e.target?.label ?? '—'}</span> },
    {
      header: 'Details',
      cell: (e) => {
        const details = auditDetails(e.action, e.before, e.after, { currency, timeZone });
        return details.length > 0 || e.reason ? (
          <div className="text-zinc-700" data-testid="audit-details">
            {details.length > 0 && (
              <ul className="space-y-0.5">
                {details.map((detail) => (
                  <li key={detail.label}>{detailLine(detail)}</li>
                ))}
              </ul>
            )}
            {e.reason && <p className="text-zinc-600">Reason: {e.reason}</p>}
          </div>
        ) : (
          '—'
        );
      },
    },
  ];
  return <ResponsiveTable caption="Audit log" columns={columns} rows={entries} rowKey={(e) => e.id} testId="audit" />;
}
