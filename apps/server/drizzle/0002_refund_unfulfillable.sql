ALTER TABLE "payment_intents" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_intents_refund_pending" ON "payment_intents" USING btree ("updated_at") WHERE "payment_intents"."refund_status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_refund_status" CHECK ("payment_intents"."refund_status" in ('pending', 'refunded'));