import { auditActionLabel, type AuditEntry } from '@giftfront/domain/admin/audit';
import { Badge } from '@/components/badge';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatDateTime } from '@/lib/format-date';
import { describeChange } from '../describe-change';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const ACTOR_KIND: Record<AuditEntry['actor']['kind'], string | null> = {
  staff: null,
  key: 'API key',
  system: 'System',
  anonymous: 'Not signed in',
};

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const timeZone = useStoreTimeZone();
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
        const change = describeChange(e.before, e.after);
        return change || e.reason ? (
          <span className="text-zinc-700">
            {change}
            {e.reason && <span className="block text-zinc-600">Reason: {e.reason}</span>}
          </span>
        ) : (
          '—'
        );
      },
    },
  ];
  return <ResponsiveTable caption="Audit log" columns={columns} rows={entries} rowKey={(e) => e.id} testId="audit" />;
}
