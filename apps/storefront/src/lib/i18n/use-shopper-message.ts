import { useLingui } from '@/lib/i18n/lingui-runtime';
import { shopperMessage } from './shopper-messages';

/** shopperMessage in the page's language, for a component that shows a refusal it was given. */
export function useShopperMessage(translate: typeof shopperMessage = shopperMessage) {
  const { i18n } = useLingui();
  return <T extends string | null | undefined>(text: T): T => (text ? (translate(text, i18n) as T) : text);
}
