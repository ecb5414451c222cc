import { useSearchParams } from '@/lib/router';
import type { ManageLink } from './manage-gift-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?order=&token= from the receipt's link, or null when either is missing or malformed. */
export function useManageLink(): ManageLink | null {
  const [search] = useSearchParams();
  const orderId = search.get('order')?.trim() ?? '';
  const token = search.get('token')?.trim() ?? '';
  return UUID.test(orderId) && token ? { orderId, token } : null;
}
