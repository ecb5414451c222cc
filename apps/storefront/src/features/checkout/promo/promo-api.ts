import { apiPaths } from '@giftfront/domain/api-paths';
import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { apiGet } from '@/lib/api-client';

/** SPEC §7 GET /api/Payment/GetActiveDiscountCode/{code}. */
export const fetchDiscountCode = (code: string) => apiGet<DiscountCode>(apiPaths.activeDiscountCode(code));

/** SPEC §7 GET /api/Payment/GetGiftCardByCode/{code}. */
export const fetchGiftCardByCode = (code: string) => apiGet<GiftCardLookup>(apiPaths.giftCardByCode(code));
