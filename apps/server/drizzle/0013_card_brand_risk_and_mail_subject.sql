ALTER TABLE "payment_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "subject" text;