import type { StoreFileChanges } from '@giftfront/domain/admin/store-file-transfer';

const names = (list: string[]) => (list.length ? `: ${list.join(', ')}` : '');

/** What importing the file changes, as the server worked it out. */
export function StoreFileChangesList({ changes }: { changes: StoreFileChanges }) {
  const { products, discountCodes, giftCards } = changes;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-700" data-testid="store-file-changes">
      <li>{`Products: ${products.updated} updated, ${products.added.length} added${names(products.added)}`}</li>
      {products.removed.length > 0 && (
        <li className="font-medium text-red-800">{`Products removed${names(products.removed)}`}</li>
      )}
      <li>{`Discount codes: ${discountCodes.updated} updated, ${discountCodes.added.length} added${names(discountCodes.added)}`}</li>
      <li>{`Gift cards: ${giftCards.added} new, ${giftCards.kept} already here (their balances are kept)`}</li>
      <li>Branding and settings are replaced by the file's.</li>
    </ul>
  );
}
