import type { StoreFile } from '@giftfront/domain/store-file';
import type { Executor } from '../../db/client.ts';
import { readLiveCounters } from './live-counters-read-model.ts';

/** A file that would put a store below what it has already sold or redeemed. */
export class StoreImportConflict extends Error {
  constructor(readonly problems: string[]) {
    super(`The file conflicts with the store's live data:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/**
 * Live counters win over a re-imported file (quantitySold never goes down), so a limit in the
 * file below what was already sold or used cannot be honoured: list each one by its JSON path.
 */
export async function liveDataConflicts(tx: Executor, storeId: string, file: StoreFile): Promise<string[]> {
  const { sold, used } = await readLiveCounters(tx, storeId);
  const problems: string[] = [];
  file.products.forEach((product, i) => {
    const alreadySold = sold.get(product.slug) ?? 0;
    if (product.quantityLimit && alreadySold > product.quantityLimit)
      problems.push(`products[${i}].quantityLimit: ${product.quantityLimit} is below the ${alreadySold} already sold`);
  });
  file.discountCodes.forEach((code, i) => {
    const timesUsed = used.get(code.code.trim().toUpperCase()) ?? 0;
    if (code.usageLimit != null && timesUsed > code.usageLimit)
      problems.push(
        `discountCodes[${i}].usageLimit: ${code.usageLimit} is below the ${timesUsed} times it was already used`,
      );
  });
  return problems;
}
