CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"channel" text NOT NULL,
	"actor" text NOT NULL,
	"reference" text,
	"note" text,
	"idempotency_key" text,
	"reversed_at" timestamp with time zone,
	"reversed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_store_idempotency_key" UNIQUE("store_id","idempotency_key"),
	CONSTRAINT "redemptions_amount_positive" CHECK ("redemptions"."amount_minor" > 0),
	CONSTRAINT "redemptions_channel" CHECK ("redemptions"."channel" in ('counter', 'api'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_kind";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "channel" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "redemption_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "kind" text DEFAULT 'money' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "used_by" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemptions_card" ON "redemptions" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_store_created" ON "gift_cards" USING btree ("store_id","created_at");--> statement-breakpoint
-- Backfill: a card issued for a Voucher product is a voucher; imported cards stay money cards.
UPDATE "gift_cards" SET "kind" = 'voucher' FROM "order_lines" WHERE "gift_cards"."order_line_id" = "order_lines"."id" AND "order_lines"."product_type" = 'Voucher';--> statement-breakpoint
-- Store files name SPEC's statuses: Inactive is kept as Voided, Redeemed as Spent.
UPDATE "gift_cards" SET "status" = 'Voided', "voided_reason" = 'Inactive when imported' WHERE "status" = 'Inactive';--> statement-breakpoint
UPDATE "gift_cards" SET "status" = 'Spent' WHERE "status" = 'Redeemed';--> statement-breakpoint
UPDATE "gift_cards" SET "status" = 'Active' WHERE "status" NOT IN ('Active', 'Spent', 'Expired', 'Voided', 'Used');--> statement-breakpoint
-- Every entry so far came from checkout, except imports and adjustments.
UPDATE "gift_card_ledger" SET "channel" = 'checkout' WHERE "kind" IN ('issue', 'hold', 'capture', 'release', 'topup', 'refund');--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_channel" CHECK ("gift_card_ledger"."channel" in ('checkout', 'counter', 'api', 'system'));--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_kind" CHECK ("gift_card_ledger"."kind" in ('issue', 'import', 'hold', 'capture', 'release', 'topup', 'adjust', 'refund', 'redeem', 'reverse', 'void', 'reactivate', 'use'));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_kind" CHECK ("gift_cards"."kind" in ('money', 'voucher'));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('Active', 'Spent', 'Expired', 'Voided', 'Used'));