-- Uploaded designs were named by their storage key ('products/<id>/img-….png'), which shoppers
-- then read in the cart. They get a plain name by their place; merchants rename them in the editor.
UPDATE "product_images" SET "name" = 'Design ' || ("position" + 1) WHERE "name" LIKE 'products/%';
