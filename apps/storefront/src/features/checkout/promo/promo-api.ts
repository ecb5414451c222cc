import { apiPaths } from '@giftfront/domain/api-paths';
import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { currencyAt, discountCodeMoney, giftCardLookupMoney } from '@giftfront/domain/money-paths';
import { apiGet } from '@/lib/api-client';

/** product §7 GET /api/Payment/GetActiveDiscountCode/{code}: a fixed amount in minor units of the store's currency. */
export const fetchDiscountCode = (code: string, currencyCode: string) =>
  apiGet<DiscountCode>(apiPaths.activeDiscountCode(code), {
    answerMoney: { paths: discountCodeMoney, currency: currencyCode },
  });

/** product §7 GET /api/Payment/GetGiftCardByCode/{code}: the balance in minor units of the card's own currency. */
export const fetchGiftCardByCode = (code: string) =>
  apiGet<GiftCardLookup>(apiPaths.giftCardByCode(code), {
    answerMoney: { paths: giftCardLookupMoney, currency: currencyAt('isoCurrencyCode') },
  });
