import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { StateMessage } from '@/components/state-message';
import { useCan } from '@/lib/session';

/** A page of a role the person does not have: said plainly, nothing of it loaded. */
export function RequireRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const allowed = useCan(role);
  if (allowed) return <>{children}</>;
  return (
    <div data-testid="no-access">
      <PageHeader title="You don't have access" />
      <StateMessage
        icon={Lock}
        title="This page is for the store's owners"
        message="Ask an owner of this store if you need it."
        actions={<ButtonLink to="/">Go to the dashboard home</ButtonLink>}
      />
    </div>
  );
}
