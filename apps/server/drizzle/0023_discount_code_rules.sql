CREATE TABLE "discount_code_email_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"email" text NOT NULL,
	"payment_intent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_email_uses_code_email" UNIQUE("discount_code_id","email")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "minimum_order_minor" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "once_per_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "batch" text;--> statement-breakpoint
ALTER TABLE "discount_code_email_uses" ADD CONSTRAINT "discount_code_email_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_email_uses" ADD CONSTRAINT "discount_code_email_uses_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE set null ON UPDATE no action;