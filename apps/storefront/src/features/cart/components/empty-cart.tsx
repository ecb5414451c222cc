import { ShoppingBag } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { StateMessage } from '@/components/state-message';
import { withEmbed } from '@/lib/embed-mode';
import type { CartTexts } from '../cart-texts';

/** product §2: an empty cart shows a title, a message and a button to /. */
export function EmptyCart({
  texts,
  embedded,
  headingLevel,
  onNavigate,
}: {
  texts: CartTexts;
  embedded: boolean;
  headingLevel: 1 | 2;
  onNavigate?: () => void;
}) {
  return (
    <StateMessage
      testId="empty-cart"
      icon={ShoppingBag}
      headingLevel={headingLevel}
      title={texts.emptyTitle}
      message={texts.emptyMessage}
      actions={
        <ButtonLink to={withEmbed('/', embedded)} onClick={onNavigate} data-testid="empty-cart-cta">
          {texts.emptyCta}
        </ButtonLink>
      }
    />
  );
}
