CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"provider_amount_minor" integer NOT NULL,
	"gift_cards_amount_minor" integer DEFAULT 0 NOT NULL,
	"loss_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_refund_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "order_refunds_source" CHECK ("order_refunds"."source" in ('dashboard', 'provider')),
	CONSTRAINT "order_refunds_amounts" CHECK ("order_refunds"."amount_minor" >= 0 and "order_refunds"."provider_amount_minor" >= 0 and "order_refunds"."gift_cards_amount_minor" >= 0 and "order_refunds"."loss_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_cleared_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("order_id");