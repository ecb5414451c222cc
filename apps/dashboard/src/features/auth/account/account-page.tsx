import { PageHeader } from '@/components/page-header';
import { TimesInZone } from '@/components/times-in-zone';
import { useCan, useSession } from '@/lib/session';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { StoreTwoFactorPanel } from './store-two-factor-panel';
import { TwoFactorPanel } from './two-factor-panel';

/** The signed-in person's own account: two-factor sign-in, password, open sessions; owners also the store's rule. */
export function AccountPage() {
  const session = useSession();
  const isOwner = useCan('owner');
  return (
    <div data-testid="account-page">
      <PageHeader title="Your account" description={`Signed in as ${session.email}.`} />
      <TimesInZone />
      <div className="space-y-5">
        <TwoFactorPanel />
        {isOwner && <StoreTwoFactorPanel />}
        <PasswordPanel />
        <SessionsPanel />
      </div>
    </div>
  );
}
