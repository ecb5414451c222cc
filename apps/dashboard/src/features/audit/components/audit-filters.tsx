import type { AuditFilters } from '@giftfront/domain/admin/audit';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';

const KIND_SUFFIX: Record<string, string> = { key: ' (API key)', system: ' (system)', staff: '' };

/** Person and action: the choices are who and what appear in the log. */
export function AuditFilterBar({
  filters,
  actor,
  action,
  onChange,
}: {
  filters: AuditFilters | undefined;
  actor: string;
  action: string;
  onChange: (next: { actor: string; action: string }) => void;
}) {
  const people = [
    { value: '', label: 'Everyone' },
    ...(filters?.actors ?? []).map((a) => ({ value: a.id, label: `${a.name}${KIND_SUFFIX[a.kind] ?? ''}` })),
  ];
  const actions = [
    { value: '', label: 'Every action' },
    ...(filters?.actions ?? []).map((a) => ({ value: a.action, label: a.label })),
  ];
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="audit-filters">
      <SelectField
        label="Person"
        options={people}
        value={actor}
        onChange={(event) => onChange({ actor: event.target.value, action })}
        containerClassName="w-full sm:w-56"
      />
      <SelectField
        label="Action"
        options={actions}
        value={action}
        onChange={(event) => onChange({ actor, action: event.target.value })}
        containerClassName="w-full sm:w-56"
      />
      {(actor || action) && (
        <Button variant="ghost" onClick={() => onChange({ actor: '', action: '' })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
