import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CreditCard } from 'lucide-react';
import type { CardSale } from '@giftfront/domain/admin/counter-sale';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useFindCard } from './api/counter-api';
import { CodeLookupForm } from './components/code-lookup-form';
import { CounterSession } from './components/counter-session';
import { SaleReceipt } from './components/sale-receipt';
import { SellCardDialog } from './components/sell-card-dialog';

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
  const [sale, setSale] = useState<CardSale | null>(null);
  const sellButton = useRef<HTMLButtonElement>(null);
  const next = () => {
    find.reset();
    setParams({});
  };
  return (
    <div data-testid="redeem-page" className="mx-auto max-w-xl">
      <PageHeader
        title="Redeem"
        description="Type or scan the gift card’s code, then take an amount off it. Or sell a new card paid at the till."
        actions={
          !cardId && (
            <Button ref={sellButton} variant="secondary" onClick={() => setSelling(true)}>
              <CreditCard aria-hidden="true" className="size-4" /> Sell a card
            </Button>
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
      <SellCardDialog
        open={selling}
        onOpenChange={setSelling}
        onSold={setSale}
        saleHeading={() => document.getElementById('sale-heading')}
      />
    </div>
  );
}
