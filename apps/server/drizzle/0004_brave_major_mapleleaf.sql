ALTER TABLE "mail_outbox" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_store" ON "mail_outbox" USING btree ("store_id","created_at");--> statement-breakpoint
-- Hand-written: mail kept before this migration belongs to the store of its delivery.
UPDATE "mail_outbox" SET "store_id" = "deliveries"."store_id" FROM "deliveries" WHERE "deliveries"."id" = "mail_outbox"."delivery_id";
