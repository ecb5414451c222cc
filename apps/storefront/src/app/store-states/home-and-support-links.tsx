import type { StoreSettings } from '@giftfront/domain/branding';
import { buttonClasses, ButtonLink } from '@/components/button';
import { storeLinks } from '@/lib/platform-links';
import { Trans } from '@lingui/react/macro';

/** The two ways out of a store's status page: its home and its support. */
export function HomeAndSupportLinks({ company }: { company: StoreSettings['company'] }) {
  return (
    <>
      <ButtonLink to="/" data-testid="home-link">
        <Trans>Go back home</Trans>
      </ButtonLink>
      <a
        href={storeLinks(company).support}
        className={buttonClasses({ variant: 'outline' })}
        data-testid="support-link"
      >
        <Trans>Contact support</Trans>
      </a>
    </>
  );
}
