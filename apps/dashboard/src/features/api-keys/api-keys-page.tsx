import { useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import type { ApiKey } from '@giftfront/domain/admin/api-keys';
import { API_KEY_SCOPE_LABELS } from '@giftfront/domain/admin/api-key-scopes';
import { PageNotices } from '@/components/page-notices';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useApiKeys } from './api/api-key-queries';
import { CreateKeyDialog } from './components/create-key-dialog';
import { RevokeKeyDialog } from './components/revoke-key-dialog';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { TimesInZone } from '@/components/times-in-zone';

/** Owners: keys for tills and point-of-sale systems: create (shown once), see when each was last used, revoke. */
export function ApiKeysPage() {
  const timeZone = useStoreTimeZone();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns: Column<ApiKey>[] = [
    { header: 'Name', cell: (k) => <span className="font-medium text-zinc-900">{k.name}</span> },
    { header: 'Key', cell: (k) => <code className="font-mono text-[13px] text-zinc-700">{k.prefix}…</code> },
    {
      header: 'May',
      cell: (k) => (
        <ul className="space-y-0.5" aria-label={`What ${k.name} may do`}>
          {k.scopes.map((scope) => (
            <li key={scope} className="whitespace-nowrap">
              {API_KEY_SCOPE_LABELS[scope].label}
            </li>
          ))}
        </ul>
      ),
    },
    { header: 'Created by', cell: (k) => k.createdBy },
    { header: 'Created', cell: (k) => <span className="whitespace-nowrap">{formatDate(k.createdAt, timeZone)}</span> },
    {
      header: 'Last used',
      cell: (k) => (
        <span className="whitespace-nowrap">{k.lastUsedAt ? formatDateTime(k.lastUsedAt, timeZone) : 'Never'}</span>
      ),
    },
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (k) => (
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700"
          aria-label={`Revoke ${k.name}`}
          onClick={() => setRevoking(k)}
        >
          Revoke
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="api-keys-page">
      <PageHeader
        title="API keys"
        description="Tills, point-of-sale and other systems use a key to work with your gift cards and orders, each only as far as its scopes allow. A key is shown once, when it is created."
        actions={
          <Button
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" /> Create API key
          </Button>
        }
      />
      <TimesInZone />
      <PageNotices notice={notice} />
      <QueryState query={keys} loadingLabel="Loading API keys…">
        {({ keys: list }) =>
          list.length === 0 ? (
            <StateMessage
              icon={KeyRound}
              title="No API keys yet"
              message="Create one for each till or system that works with your gift cards (see docs/integrations.md)."
            />
          ) : (
            <ResponsiveTable caption="API keys" columns={columns} rows={list} rowKey={(k) => k.id} testId="api-keys" />
          )
        }
      </QueryState>
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <RevokeKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(key) => setNotice(`${key.name} was revoked.`)}
      />
    </div>
  );
}
