import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { StateMessage } from '@/components/state-message';

export function NotFoundPage() {
  return (
    <div data-testid="not-found">
      <PageHeader title="Page not found" />
      <StateMessage
        icon={SearchX}
        title="There is no such page in the dashboard"
        actions={<ButtonLink to="/">Go to the dashboard home</ButtonLink>}
      />
    </div>
  );
}
