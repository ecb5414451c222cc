import { apiPaths } from '@giftfront/domain/api-paths';
import { discountCodeSchema } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { currencyAt, discountCodeMoney, giftCardLookupMoney } from '@giftfront/domain/money-paths';
import { apiGet, readLoaded } from '@/lib/api-client';

/**
 * product §7 GET /api/Payment/GetActiveDiscountCode/{code}: a fixed amount in minor units of the store's currency.
 * The checkout's answers are read by their domain schemas (this route loads lazily, with zod).
 */
export const fetchDiscountCode = (code: string, currencyCode: string) =>
  apiGet(apiPaths.activeDiscountCode(code), {
    answerMoney: { paths: discountCodeMoney, currency: currencyCode },
    read: (answer) => discountCodeSchema.parse(answer),
  });

/** product §7 GET /api/Payment/GetGiftCardByCode/{code}: the balance in minor units of the card's own currency. */
export const fetchGiftCardByCode = (code: string): Promise<GiftCardLookup> =>
  // The card's shape comes with the lookup, not with the checkout's first load (bench/results.md).
  readLoaded(
    apiGet<unknown>(apiPaths.giftCardByCode(code), {
      answerMoney: { paths: giftCardLookupMoney, currency: currencyAt('isoCurrencyCode') },
    }),
    import('@giftfront/domain/gift-card'),
    // answerMoney has already turned the balance into minor units (decision 0175): the schema checks the shape.
    ({ giftCardLookupSchema }) =>
      (answer) =>
        giftCardLookupSchema.parse(answer) as GiftCardLookup,
  );
