CREATE TABLE "card_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"batch_id" uuid,
	"amount_minor" integer NOT NULL,
	"actor" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_activations_store_key" UNIQUE("store_id","idempotency_key"),
	CONSTRAINT "card_activations_card" UNIQUE("gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" integer,
	"currency" text NOT NULL,
	"prefix" text,
	"expires_on" date,
	"promotional" boolean DEFAULT false NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_status";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_activations" ADD CONSTRAINT "card_activations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_activations" ADD CONSTRAINT "card_activations_batch_id_gift_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_card_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_batches" ADD CONSTRAINT "gift_card_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_batches_store_created" ON "gift_card_batches" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_batch_id_gift_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_card_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_batch" ON "gift_cards" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('Active', 'Inactive', 'Spent', 'Expired', 'Voided', 'Used'));