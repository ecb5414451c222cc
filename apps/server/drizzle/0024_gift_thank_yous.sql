CREATE TABLE "gift_thank_yous" (
	"gift_card_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_thank_yous" ADD CONSTRAINT "gift_thank_yous_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_thank_yous" ADD CONSTRAINT "gift_thank_yous_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;