-- A store's catalog_version goes up with every change shoppers would see in its catalogue, in the
-- transaction that makes it, so every instance's listing cache misses at once (decision 0040).
-- The sold count alone is left out: a sale must not lock the store's row.
CREATE FUNCTION "catalog_version_bump_for_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "stores" SET "catalog_version" = "catalog_version" + 1 WHERE "id" = OLD."store_id";
	ELSE
		UPDATE "stores" SET "catalog_version" = "catalog_version" + 1 WHERE "id" = NEW."store_id";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump_for_product_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed_product uuid;
BEGIN
	IF TG_OP = 'DELETE' THEN
		changed_product := OLD."product_id";
	ELSE
		changed_product := NEW."product_id";
	END IF;
	UPDATE "stores" SET "catalog_version" = "catalog_version" + 1
	WHERE "id" = (SELECT "store_id" FROM "products" WHERE "id" = changed_product);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_added_or_removed" AFTER INSERT OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump_for_product"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN ((to_jsonb(OLD.*) - 'quantity_sold') IS DISTINCT FROM (to_jsonb(NEW.*) - 'quantity_sold'))
	EXECUTE FUNCTION "catalog_version_bump_for_product"();
--> statement-breakpoint
CREATE TRIGGER "denominations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "denominations" FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump_for_product_part"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump_for_product_part"();
