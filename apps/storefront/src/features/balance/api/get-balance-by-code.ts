import { apiPaths } from '@giftfront/domain/api-paths';
import { normalizeGiftCardCode, type GiftCardLookup } from '@giftfront/domain/gift-card';
import { currencyAt, giftCardLookupMoney } from '@giftfront/domain/money-paths';
import { apiGet } from '@/lib/api-client';
import { validBalanceResult } from '../balance-check';

/**
 * product §7 GET /GiftCard/GetByCode/{code}, the balance in minor units of the card's own currency.
 * Sent trimmed, without spaces or dashes and in capitals (the server matches that way anyway), so
 * a typed 'gfta 7k3m-…' is one clean path segment. The answer is read by the domain's lookup
 * schema: null when it is no card a shopper can be shown.
 */
export function fetchBalanceByCode(code: string, signal?: AbortSignal): Promise<GiftCardLookup | null> {
  const answerMoney = { paths: giftCardLookupMoney, currency: currencyAt('isoCurrencyCode') };
  return apiGet(apiPaths.balanceByCode(normalizeGiftCardCode(code)), {
    signal,
    answerMoney,
    read: validBalanceResult,
  });
}
