import { BalancePage, type CardActions } from '@/features/balance/balance-page';
import { TopUpButton } from '@/features/top-up/top-up-button';
import { useStoreSettings } from '@/entities/store/store-settings';

const topUp: CardActions = (card, refresh) => <TopUpButton card={card} onToppedUp={refresh} />;

/** The balance page, with 'Top Up' under a found card only when the store allows top-ups (product §4 Top-up). */
export function BalanceRoute() {
  const { shouldAllowTopups } = useStoreSettings();
  return <BalancePage cardActions={shouldAllowTopups ? topUp : undefined} />;
}
