import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CreditCard, Zap } from 'lucide-react';
import type { ActivationResultInside } from '@giftfront/domain/admin/batches';
import type { CardSaleInside } from '@giftfront/domain/admin/counter-sale';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/alert';
import { errorMessage } from '@/lib/api-client';
import { formatAmount } from '@/lib/money';
import { useFindCard } from './api/counter-api';
import { CodeLookupForm } from './components/code-lookup-form';
import { CounterSession } from './components/counter-session';
import { SaleReceipt } from './components/sale-receipt';
import { SellCardDialog } from './components/sell-card-dialog';
import { ActivateCardDialog } from './components/activate-card-dialog';

/**
 * The counter: a code typed or scanned, the card, an amount (or 'Mark as used' for a voucher),
 * the receipt. The card's id, never its code, is in the address (?card=…), so a reload keeps it
 * and a gift card's page can send staff here.
 */
export function RedeemPage() {
  const [params, setParams] = useSearchParams();
  const cardId = params.get('card');
  const find = useFindCard();
  const [selling, setSelling] = useState(false);
  const [sale, setSale] = useState<CardSaleInside | null>(null);
  const [activating, setActivating] = useState(false);
  const [activated, setActivated] = useState<ActivationResultInside | null>(null);
  const sellButton = useRef<HTMLButtonElement>(null);
  const next = () => {
    find.reset();
    setParams({});
  };
  return (
    <div data-testid="redeem-page" className="mx-auto max-w-xl">
      <PageHeader
        title="Redeem"
        description="Type or scan the gift card’s code, then take an amount off it. Or sell a new card paid at the till, or activate a printed one."
        actions={
          !cardId && (
            <>
              <Button ref={sellButton} variant="secondary" onClick={() => setSelling(true)}>
                <CreditCard aria-hidden="true" className="size-4" /> Sell a card
              </Button>
              <Button variant="secondary" onClick={() => setActivating(true)}>
                <Zap aria-hidden="true" className="size-4" /> Activate card
              </Button>
            </>
          )
        }
      />
      {cardId ? (
        <CounterSession key={cardId} cardId={cardId} onNext={next} />
      ) : (
        <CodeLookupForm
          onCode={(code) => find.mutate(code, { onSuccess: (id) => setParams({ card: id }) })}
          looking={find.isPending}
          problem={find.isError ? errorMessage(find.error) : null}
        />
      )}
      {!cardId && sale && (
        <SaleReceipt
          sale={sale}
          onDone={() => {
            setSale(null);
            sellButton.current?.focus();
          }}
        />
      )}
      {!cardId && activated && (
        <div className="mt-4" data-testid="activation-receipt">
          <Alert tone="success">
            The card ending {activated.card.codeEnding} is active with{' '}
            {formatAmount(activated.card.balance, activated.card.currency)}
            {activated.batchLabel ? ` (batch ${activated.batchLabel})` : ''}. Hand it to the customer.
          </Alert>
        </div>
      )}
      <ActivateCardDialog
        open={activating}
        onOpenChange={setActivating}
        onActivated={(result) => {
          setSale(null);
          setActivated(result);
        }}
      />
      <SellCardDialog
        open={selling}
        onOpenChange={setSelling}
        onSold={setSale}
        saleHeading={() => document.getElementById('sale-heading')}
      />
    </div>
  );
}
