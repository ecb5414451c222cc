CREATE TABLE "card_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_loads_store_idempotency_key" UNIQUE("store_id","idempotency_key"),
	CONSTRAINT "card_loads_amount_positive" CHECK ("card_loads"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_loads" ADD CONSTRAINT "card_loads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_loads" ADD CONSTRAINT "card_loads_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_loads_card" ON "card_loads" USING btree ("gift_card_id","created_at");