import { useWatch } from 'react-hook-form';
import type { CartItem } from '@giftfront/domain/cart';
import { CardArtwork } from '@/components/card-artwork';
import type { GiftForm } from '../use-gift-form';
import { Trans, useLingui } from '@lingui/react/macro';

/** What the recipient will receive, as typed: the card with its amount and their name, the message and who it is from. */
export function GiftPreview({ gift, item }: { gift: GiftForm; item: CartItem }) {
  const [mode, recipientName, message, senderName] = useWatch({
    control: gift.form.control,
    name: ['mode', 'recipientName', 'message', 'senderName'],
  });
  const { t } = useLingui();
  const name = mode === 'same' ? recipientName : '';
  const sender = senderName.trim() || t`you (the name given at checkout)`;
  const image = item.options.theme;
  return (
    <section
      aria-labelledby="gift-preview-title"
      className="space-y-3 rounded-xl bg-gray-50 p-4"
      data-testid="gift-preview"
    >
      <h3 id="gift-preview-title" className="text-sm font-semibold text-gray-900">
        <Trans>What they will receive</Trans>
      </h3>
      <CardArtwork
        src={image?.src ?? item.imageUrl}
        alt={image?.alt || item.product.name}
        amountText={item.options.denomination.label}
        recipientName={name}
        testId="gift-preview-card"
        className="max-w-xs shadow-md"
      />
      {message.trim() && (
        <blockquote
          className="text-[15px] leading-relaxed whitespace-pre-line break-words text-gray-900"
          data-testid="gift-preview-message"
        >
          {message.trim()}
        </blockquote>
      )}
      <p className="text-sm text-gray-600" data-testid="gift-preview-from">
        <Trans>
          From <span className="font-semibold text-gray-900">{sender}</span>
        </Trans>
      </p>
    </section>
  );
}
