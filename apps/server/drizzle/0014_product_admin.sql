ALTER TABLE "product_images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "custom_amount_min_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "custom_amount_max_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_lines_product" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_custom_amount_bounds" CHECK ("products"."custom_amount_min_minor" is null or "products"."custom_amount_max_minor" is null or "products"."custom_amount_min_minor" <= "products"."custom_amount_max_minor");