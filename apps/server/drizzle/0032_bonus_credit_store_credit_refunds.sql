CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"bonus_rule_id" uuid,
	"order_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_grants_order_card" UNIQUE("order_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"minimum_minor" integer NOT NULL,
	"bonus_type" text NOT NULL,
	"bonus_value" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"valid_months" integer DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_rules_type" CHECK ("bonus_rules"."bonus_type" in ('amount', 'percent')),
	CONSTRAINT "bonus_rules_value_positive" CHECK ("bonus_rules"."bonus_value" > 0 and "bonus_rules"."minimum_minor" > 0),
	CONSTRAINT "bonus_rules_dates" CHECK ("bonus_rules"."ends_on" >= "bonus_rules"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_kind";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_source";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "promo_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "promo_balance_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "promo_expires_on" date;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "store_credit_card_id" uuid;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_bonus_rule_id_bonus_rules_id_fk" FOREIGN KEY ("bonus_rule_id") REFERENCES "public"."bonus_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_rules" ADD CONSTRAINT "bonus_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grants_rule" ON "bonus_grants" USING btree ("bonus_rule_id");--> statement-breakpoint
CREATE INDEX "bonus_rules_store" ON "bonus_rules" USING btree ("store_id","starts_on");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_store_idempotency_key" UNIQUE("store_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_kind" CHECK ("gift_card_ledger"."kind" in ('issue', 'import', 'hold', 'capture', 'release', 'topup', 'adjust', 'refund', 'redeem', 'reverse', 'void', 'reactivate', 'use', 'bonus', 'bonus_expire'));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_promo_within_balance" CHECK ("gift_cards"."promo_balance_minor" >= 0 and "gift_cards"."promo_balance_minor" <= "gift_cards"."balance_minor");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_source" CHECK ("order_refunds"."source" in ('dashboard', 'provider', 'store-credit'));