import { z } from 'zod';

/**
 * The product fields a merchant sets, written once: the store file (store-file.ts) and the
 * dashboard's editor (admin/products.ts) read them with these, so what a file imports the editor
 * saves again unchanged. Messages are sentences a merchant can act on.
 */
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_RICH_TEXT_MAX_LENGTH = 20_000;

export const productPriceSchema = z
  .number({ error: 'Enter an amount.' })
  .finite('Enter an amount.')
  .positive('Enter an amount more than 0.');

export const productNameSchema = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(PRODUCT_NAME_MAX_LENGTH, `Keep the name to ${PRODUCT_NAME_MAX_LENGTH} characters or fewer.`);

export const productRichTextSchema = z
  .string()
  .max(
    PRODUCT_RICH_TEXT_MAX_LENGTH,
    `Keep this to ${PRODUCT_RICH_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
  );

/** How many can ever be sold; 0 or none means no limit (docs/store-file.md). */
export const quantityLimitSchema = z
  .number({ error: 'Enter a whole number, or leave it empty for no limit.' })
  .int('Enter a whole number, or leave it empty for no limit.')
  .nonnegative('Enter 0 or more; 0 or empty means no limit.');

/** A limit that limits: not null and not 0. */
export const limitsQuantity = (quantityLimit: number | null | undefined): quantityLimit is number =>
  typeof quantityLimit === 'number' && quantityLimit > 0;
