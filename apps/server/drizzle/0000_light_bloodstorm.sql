CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"settings" jsonb NOT NULL,
	"custom_embed_script" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "denominations" (
	"product_id" uuid NOT NULL,
	"id" text NOT NULL,
	"price_minor" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "denominations_product_id_id_pk" PRIMARY KEY("product_id","id"),
	CONSTRAINT "denominations_price_positive" CHECK ("denominations"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"description" text,
	"minimum_quantity" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "discount_codes_store_code" UNIQUE("store_id","code"),
	CONSTRAINT "discount_codes_value_positive" CHECK ("discount_codes"."value" > 0),
	CONSTRAINT "discount_codes_usage" CHECK ("discount_codes"."usage_limit" is null or "discount_codes"."times_used" <= "discount_codes"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"src" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_product_id_id_pk" PRIMARY KEY("product_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"image_src" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"price_minor" integer,
	"show_quantity_limit" boolean DEFAULT false NOT NULL,
	"quantity_limit" integer,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"hide_custom_amounts" boolean DEFAULT false NOT NULL,
	"is_shipping_enabled" boolean DEFAULT false NOT NULL,
	"tax_class_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_store_slug" UNIQUE("store_id","slug"),
	CONSTRAINT "products_type" CHECK ("products"."type" in ('GiftCard', 'Voucher')),
	CONSTRAINT "products_sold_within_limit" CHECK ("products"."quantity_limit" is null or "products"."quantity_limit" <= 0 or "products"."quantity_sold" <= "products"."quantity_limit"),
	CONSTRAINT "products_sold_non_negative" CHECK ("products"."quantity_sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"payment_intent_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_holds_amount_positive" CHECK ("gift_card_holds"."amount_minor" > 0),
	CONSTRAINT "gift_card_holds_status" CHECK ("gift_card_holds"."status" in ('held', 'captured', 'released'))
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"payment_intent_id" uuid,
	"order_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_kind" CHECK ("gift_card_ledger"."kind" in ('issue', 'import', 'hold', 'capture', 'release', 'topup', 'adjust', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_normalized" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" integer NOT NULL,
	"initial_minor" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"expires_on" date,
	"source" text DEFAULT 'order' NOT NULL,
	"title" text,
	"image_url" text,
	"design" jsonb,
	"delivery_method" text DEFAULT 'Email' NOT NULL,
	"sender_name" text,
	"sender_email" text,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"scheduled_at" timestamp with time zone,
	"time_zone" text,
	"order_id" uuid,
	"order_line_id" uuid,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_store_code" UNIQUE("store_id","code_normalized"),
	CONSTRAINT "gift_cards_balance_non_negative" CHECK ("gift_cards"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"kind" text DEFAULT 'order' NOT NULL,
	"topup_gift_card_id" uuid,
	"validated_order" jsonb,
	"validated_at" timestamp with time zone,
	"card_last4" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_provider_intent_id_unique" UNIQUE("provider_intent_id"),
	CONSTRAINT "payment_intents_amount_non_negative" CHECK ("payment_intents"."amount_minor" >= 0),
	CONSTRAINT "payment_intents_kind" CHECK ("payment_intents"."kind" in ('order', 'topup'))
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"denomination_id" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text NOT NULL,
	"denomination_label" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_minor" integer NOT NULL,
	"image_url" text,
	"design" jsonb,
	"gift_details" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"payment_intent_id" uuid NOT NULL,
	"kind" text DEFAULT 'order' NOT NULL,
	"customer" jsonb NOT NULL,
	"delivery_method" text DEFAULT 'Email' NOT NULL,
	"shipping_option_id" text,
	"shipping_option_name" text,
	"shipping_address" jsonb,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"fees_minor" integer DEFAULT 0 NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"gift_cards_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"pricing" jsonb NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_subject_kind" UNIQUE("subject_id","kind"),
	CONSTRAINT "deliveries_state" CHECK ("deliveries"."state" in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "denominations" ADD CONSTRAINT "denominations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_holds" ADD CONSTRAINT "gift_card_holds_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_store_type" ON "products" USING btree ("store_id","type","position");--> statement-breakpoint
CREATE INDEX "gift_card_holds_intent" ON "gift_card_holds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "gift_card_holds_open" ON "gift_card_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card" ON "gift_card_ledger" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_cards_order" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_store" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_due" ON "deliveries" USING btree ("state","send_at");