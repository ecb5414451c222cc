import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';

/** What every action dialog of the card page gets: the card, open or not, and where to say it is done. */
export interface CardDialogProps {
  card: GiftCardDetailInside;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (notice: string) => void;
}
