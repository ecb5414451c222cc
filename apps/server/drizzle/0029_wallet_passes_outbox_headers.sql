CREATE TABLE "wallet_devices" (
	"device_library_identifier" text PRIMARY KEY NOT NULL,
	"push_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial_number" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"authentication_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_gift_card_id_unique" UNIQUE("gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_identifier" text NOT NULL,
	"serial_number" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_identifier_serial_number_pk" PRIMARY KEY("device_library_identifier","serial_number")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_device_library_identifier_wallet_devices_device_library_identifier_fk" FOREIGN KEY ("device_library_identifier") REFERENCES "public"."wallet_devices"("device_library_identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_serial_number_wallet_passes_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."wallet_passes"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_passes_store_updated" ON "wallet_passes" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial" ON "wallet_registrations" USING btree ("serial_number");