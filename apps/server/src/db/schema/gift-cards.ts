import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';
import { staffUsers } from './staff.ts';
import { giftCardBatches } from './batches.ts';

export const giftCards = pgTable(
  'gift_cards',
  {
    /** Random v4 uuid: the unguessable id in /GiftCard/Preview/{id} links. */
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Upper-cased, spaces and dashes removed: what lookups match. */
    codeNormalized: text('code_normalized').notNull(),
    currency: text('currency').notNull(),
    balanceMinor: integer('balance_minor').notNull(),
    /**
     * The promotional part of balance_minor (bonus credit, decision 0145): spent after the paid
     * part, never refunded, with its own expiry. Equals the sum of the ledger's promo_minor.
     */
    promoBalanceMinor: integer('promo_balance_minor').notNull().default(0),
    /** When the bonus credit expires (the store's day); null when the card holds none. */
    promoExpiresOn: date('promo_expires_on', { mode: 'string' }),
    initialMinor: integer('initial_minor').notNull(),
    /** Stored: Active, Inactive (card stock not yet activated, issue 31), Voided, Used (a voucher), or Spent/Expired as imported; see giftCardStatus for what is reported. */
    status: text('status').notNull().default('Active'),
    /** 'money' pays like cash; 'voucher' is an experience redeemed whole, once (decision 0015). */
    kind: text('kind').notNull().default('money'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who marked the voucher used, as named then (staff email or "API key <name>"). */
    usedBy: text('used_by'),
    voidedReason: text('voided_reason'),
    expiresOn: date('expires_on', { mode: 'string' }),
    source: text('source').notNull().default('order'),
    title: text('title'),
    imageUrl: text('image_url'),
    design: jsonb('design').$type<{ id: string; name: string; src: string; alt: string } | null>(),
    deliveryMethod: text('delivery_method').notNull().default('Email'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    orderId: uuid('order_id'),
    orderLineId: uuid('order_line_id'),
    productId: uuid('product_id'),
    /** The integrator's own reference for a card it created (POST /api/v1/gift-cards). */
    reference: text('reference'),
    /** The expiry date whose passing was recorded (the gift_card.expired event, once per card and date; decision 0092). */
    expiryRecordedOn: date('expiry_recorded_on', { mode: 'string' }),
    /** The Idempotency-Key of the counter sale that issued the card: a retried sale answers with this card (issue 25). */
    saleIdempotencyKey: text('sale_idempotency_key'),
    /** The code batch it was issued in (issue 31, modules/batches), or null. */
    batchId: uuid('batch_id').references(() => giftCardBatches.id, { onDelete: 'set null' }),
    /** When card stock was activated at the counter with the amount paid (a counter sale in the reports). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('gift_cards_store_code').on(t.storeId, t.codeNormalized),
    unique('gift_cards_store_sale_idempotency_key').on(t.storeId, t.saleIdempotencyKey),
    index('gift_cards_order').on(t.orderId),
    index('gift_cards_store_created').on(t.storeId, t.createdAt),
    index('gift_cards_batch').on(t.batchId),
    check('gift_cards_balance_non_negative', sql`${t.balanceMinor} >= 0`),
    check(
      'gift_cards_promo_within_balance',
      sql`${t.promoBalanceMinor} >= 0 and ${t.promoBalanceMinor} <= ${t.balanceMinor}`,
    ),
    check('gift_cards_kind', sql`${t.kind} in ('money', 'voucher')`),
    check('gift_cards_status', sql`${t.status} in ('Active', 'Inactive', 'Spent', 'Expired', 'Voided', 'Used')`),
  ],
);

/** Append-only: every balance change. The balance column equals the sum of a card's entries. */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** The part of amount_minor that moved the card's promotional balance (decision 0145). */
    promoMinor: integer('promo_minor').notNull().default(0),
    paymentIntentId: uuid('payment_intent_id'),
    orderId: uuid('order_id'),
    note: text('note'),
    /** Who: a staff email, "API key <name>", or null for the shopper at checkout and the system. */
    actor: text('actor'),
    channel: text('channel').notNull().default('system'),
    /** Why, for adjustments, voids and reversals. */
    reason: text('reason'),
    redemptionId: uuid('redemption_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card').on(t.giftCardId),
    check(
      'gift_card_ledger_kind',
      sql`${t.kind} in ('issue', 'import', 'hold', 'capture', 'release', 'topup', 'adjust', 'refund', 'redeem', 'reverse', 'void', 'reactivate', 'use', 'bonus', 'bonus_expire')`,
    ),
    check('gift_card_ledger_channel', sql`${t.channel} in ('checkout', 'counter', 'api', 'system')`),
  ],
);

/** Balance reserved for a payment intent between ValidateOrder and its outcome. */
export const giftCardHolds = pgTable(
  'gift_card_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    /** The checkout's payment intent; for a till's hold (POST /api/v1/gift-cards/{code}/holds) the hold's own id. */
    paymentIntentId: uuid('payment_intent_id').notNull(),
    /** The API key that placed a till's hold (decision 0090); null for checkout's holds. */
    apiKeyId: uuid('api_key_id'),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_holds_intent').on(t.paymentIntentId),
    index('gift_card_holds_open').on(t.status, t.expiresAt),
    check('gift_card_holds_amount_positive', sql`${t.amountMinor} > 0`),
    check('gift_card_holds_status', sql`${t.status} in ('held', 'captured', 'released')`),
  ],
);

/**
 * A redemption at the counter or by a point-of-sale system. The Idempotency-Key is unique per
 * store, so a retried request finds the redemption it already made instead of making another.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    channel: text('channel').notNull(),
    actor: text('actor').notNull(),
    /** The signed-in person who redeemed (null for an API key): a staff member may undo their own. */
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    reference: text('reference'),
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: text('reversed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('redemptions_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('redemptions_card').on(t.giftCardId, t.createdAt),
    check('redemptions_amount_positive', sql`${t.amountMinor} > 0`),
    check('redemptions_channel', sql`${t.channel} in ('counter', 'api')`),
  ],
);

/**
 * Money an owner loaded onto a card from the dashboard (its ledger entry is the 'topup'). The
 * Idempotency-Key is unique per store, so a retried request finds the load it already made.
 */
export const cardLoads = pgTable(
  'card_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('card_loads_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    index('card_loads_card').on(t.giftCardId, t.createdAt),
    check('card_loads_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
