ALTER TABLE "payment_intents" ADD COLUMN "refunded_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refunded_currency" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_refunded_amount_non_negative" CHECK ("payment_intents"."refunded_amount_minor" >= 0);