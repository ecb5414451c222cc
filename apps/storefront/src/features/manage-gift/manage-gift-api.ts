import { apiPaths } from '@giftfront/domain/api-paths';
import {
  MANAGE_GIFT_TOKEN_HEADER,
  manageGiftChangePath,
  manageGiftViewSchema,
  type ManageGiftAction,
  type ManageGiftView,
} from '@giftfront/domain/manage-gift';
import { apiGet, apiPost } from '@/lib/api-client';

/** The link's order and token: the token rides in a header, never in an API call's address. */
export interface ManageLink {
  orderId: string;
  token: string;
}

const headers = (link: ManageLink) => ({ [MANAGE_GIFT_TOKEN_HEADER]: link.token });

export async function fetchManagedGifts(link: ManageLink, signal?: AbortSignal): Promise<ManageGiftView> {
  return apiGet(apiPaths.manageGift(link.orderId), {
    signal,
    headers: headers(link),
    read: (answer) => manageGiftViewSchema.parse(answer),
  });
}

export function changeGift(link: ManageLink, cardId: string, action: ManageGiftAction, body?: unknown) {
  return apiPost<void>(manageGiftChangePath(link.orderId, cardId, action), body ?? {}, { headers: headers(link) });
}
