import { minorUnits } from '@giftfront/domain/money';
import { encodeMinorColumns } from '../../../lib/minor-columns.ts';
import { z } from 'zod';
import { codeEnding, maskGiftCardCode } from '@giftfront/domain/gift-card';
import { cardStatus, type GiftCardKind, type LedgerChannel, type LedgerKind } from '@giftfront/domain/gift-card-status';
import {
  giftCardDetailCodec,
  giftCardSummaryCodec,
  redemptionCodec,
  type GiftCardDetail,
  type GiftCardSummary,
  type Redemption,
} from '@giftfront/domain/admin/gift-cards';
import { cardAfterCodec, type CardAfter, type RedemptionResult } from '@giftfront/domain/admin/gift-card-actions';
import type { GiftCardRow } from '../gift-card-repository.ts';
import type { RedemptionRow } from '../redemption-repository.ts';

/**
 * The card as the dashboard and the POS API show it. Built in minor units, then encoded to
 * the wire's decimals with the domain's codecs in the card's own currency.
 */
export const statusOf = (card: GiftCardRow, today: string) => cardStatus(card, today);

/** A card of the list in minor units (the CSV writes it so); `summaryOf` encodes it for the API. */
export function summaryInside(card: GiftCardRow, orderReference: string | null, today: string): GiftCardSummary {
  return {
    id: card.id,
    codeEnding: codeEnding(card.code),
    kind: card.kind as GiftCardKind,
    status: statusOf(card, today),
    productName: card.title,
    balance: card.balanceMinor,
    initialValue: card.initialMinor,
    currency: card.currency,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    buyerEmail: card.senderEmail,
    orderReference,
    expiresOn: card.expiresOn,
    issuedAt: card.createdAt.toISOString(),
  };
}

export const summaryOf = (card: GiftCardRow, orderReference: string | null, today: string): GiftCardSummary =>
  encodeMinorColumns(giftCardSummaryCodec(card.currency), summaryInside(card, orderReference, today));

function redemptionInside(row: RedemptionRow, currency: string): Redemption {
  return {
    id: row.id,
    giftCardId: row.giftCardId,
    amount: row.amountMinor,
    currency,
    channel: row.channel as Redemption['channel'],
    actor: row.actor,
    reference: row.reference,
    note: row.note,
    at: row.createdAt.toISOString(),
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversedBy: row.reversedBy,
  };
}

export const redemptionOf = (row: RedemptionRow, currency: string): Redemption =>
  encodeMinorColumns(redemptionCodec(currency), redemptionInside(row, currency));

/** The card as it stands after an action: what the counter reads out. */
export const cardAfterOf = (card: GiftCardRow, today: string): CardAfter =>
  z.encode(cardAfterCodec(card.currency), {
    id: card.id,
    balance: minorUnits(card.balanceMinor),
    currency: card.currency,
    status: statusOf(card, today),
  });

export const redemptionResultOf = (redemption: RedemptionRow, card: GiftCardRow, today: string): RedemptionResult => ({
  redemption: redemptionOf(redemption, card.currency),
  card: cardAfterOf(card, today),
});

export interface DetailParts {
  card: GiftCardRow;
  order: { id: string; reference: string } | null;
  delivery: { state: string; sendAt: Date; sentAt: Date | null; lastError: string | null } | null;
  ledger: {
    entry: {
      id: number;
      kind: string;
      amountMinor: number;
      createdAt: Date;
      actor: string | null;
      channel: string;
      reason: string | null;
      note: string | null;
      redemptionId: string | null;
    };
    orderReference: string | null;
  }[];
  redemptions: RedemptionRow[];
  /** Changes without money (expiry, resend), placed in the history by time. */
  changes?: CardChange[];
}

export interface CardChange {
  id: string;
  kind: 'expiry' | 'resend';
  at: Date;
  actor: string;
  note: string | null;
}

const person = (name: string | null, email: string | null) => (name || email ? { name, email } : null);

export function detailOf(
  { card, order, delivery, ledger, redemptions, changes = [] }: DetailParts,
  today: string,
): GiftCardDetail {
  const inside: GiftCardDetail = {
    id: card.id,
    maskedCode: maskGiftCardCode(card.code),
    kind: card.kind as GiftCardKind,
    status: statusOf(card, today),
    source: card.source === 'import' || card.source === 'counter' ? card.source : 'order',
    product: { id: card.productId, name: card.title },
    design: card.design ? { name: card.design.name, src: card.design.src, alt: card.design.alt } : null,
    balance: card.balanceMinor,
    initialValue: card.initialMinor,
    currency: card.currency,
    expiresOn: card.expiresOn,
    issuedAt: card.createdAt.toISOString(),
    order,
    buyer: person(card.senderName, card.senderEmail),
    recipient: person(card.recipientName, card.recipientEmail),
    message: card.message,
    delivery: {
      method: card.deliveryMethod,
      state: (delivery?.state ?? 'none') as GiftCardDetail['delivery']['state'],
      scheduledAt: (card.scheduledAt ?? delivery?.sendAt)?.toISOString() ?? null,
      sentAt: delivery?.sentAt?.toISOString() ?? null,
      lastError: delivery?.lastError ?? null,
    },
    used: card.usedAt ? { at: card.usedAt.toISOString(), by: card.usedBy ?? '' } : null,
    voidedReason: card.voidedReason,
    ledger: [
      ...ledger.map(({ entry, orderReference }) => ({
        id: String(entry.id),
        kind: entry.kind as LedgerKind,
        amount: entry.amountMinor,
        at: entry.createdAt,
        actor: entry.actor,
        channel: entry.channel as LedgerChannel,
        reason: entry.reason,
        note: entry.note,
        orderReference,
        redemptionId: entry.redemptionId,
      })),
      ...changes.map((change) => ({
        id: change.id,
        kind: change.kind,
        amount: 0,
        at: change.at,
        actor: change.actor,
        channel: 'counter' as const,
        reason: null,
        note: change.note,
        orderReference: null,
        redemptionId: null,
      })),
    ]
      // Oldest first, as the ledger is; a change at the same instant as a movement follows it.
      .map((item, index) => ({ item, index }))
      .sort((a, b) => a.item.at.getTime() - b.item.at.getTime() || a.index - b.index)
      .map(({ item }) => ({ ...item, at: item.at.toISOString() })),
    redemptions: redemptions.map((row) => redemptionInside(row, card.currency)),
  };
  return encodeMinorColumns(giftCardDetailCodec(card.currency), inside);
}
