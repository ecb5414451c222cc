import {
  productBodySchema,
  type AdminProduct,
  type ProductFields,
  type ProductPatch,
} from '@giftfront/domain/admin/products';
import { limitsQuantity } from '@giftfront/domain/product-fields';
import { describeIssues } from '@giftfront/domain/validation';
import type { Executor } from '../../../db/client.ts';
import { badRequest, conflict } from '../../../lib/http-errors.ts';
import { isSlugTaken } from './product-admin-repository.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** What the checks need of the host's store. */
interface StoreForProducts {
  id: string;
  settings: { taxClasses: { id: string }[] };
}

/** The editable fields of a stored product, as a whole body. */
export function fieldsOf(product: AdminProduct): ProductFields {
  const { slug, name, type, description, details, terms, price, denominations, showQuantityLimit, quantityLimit } =
    product;
  const { hideCustomGiftCardAmounts, customAmountMin, customAmountMax, isShippingEnabled, taxClassId, validityMonths } =
    product;
  return {
    slug,
    name,
    type,
    description,
    details,
    terms,
    price,
    denominations,
    showQuantityLimit,
    quantityLimit,
    hideCustomGiftCardAmounts,
    customAmountMin,
    customAmountMax,
    isShippingEnabled,
    taxClassId,
    validityMonths,
  };
}

/** A patch applied to the product, checked whole: every problem named by its path, as the body would have it. */
export function mergePatch(product: AdminProduct, patch: ProductPatch): ProductFields {
  const parsed = productBodySchema.safeParse({ ...fieldsOf(product), ...patch });
  if (!parsed.success)
    throw badRequest(
      describeIssues(parsed.error)
        .map((line) => `body.${line}`)
        .join('; '),
    );
  return parsed.data;
}

/**
 * The checks that need the store: the slug is free, the tax class exists, the quantity limit is
 * not below what is already sold. Then the rich text is sanitized to what the storefront renders.
 */
export async function readyToSave(
  db: Executor,
  store: StoreForProducts,
  fields: ProductFields,
  existing?: AdminProduct,
): Promise<ProductFields> {
  const problems: string[] = [];
  if (fields.taxClassId && !store.settings.taxClasses.some((c) => c.id === fields.taxClassId))
    problems.push(`body.taxClassId: the store has no tax class "${fields.taxClassId}"`);
  if (existing && limitsQuantity(fields.quantityLimit) && fields.quantityLimit < existing.quantitySold)
    problems.push(`body.quantityLimit: ${existing.quantitySold} are already sold; the limit cannot be lower`);
  if (problems.length) throw badRequest(problems.join('; '));
  if (await isSlugTaken(db, store.id, fields.slug, existing?.id))
    throw conflict(`body.slug: another product already uses the slug "${fields.slug}"`);
  const [description, details, terms] = await Promise.all([
    sanitizeRichText(fields.description),
    sanitizeRichText(fields.details),
    sanitizeRichText(fields.terms),
  ]);
  return { ...fields, description, details, terms };
}

/** The product as the audit log keeps it: its fields, status and place (not the live figures). */
export function auditedProduct(product: AdminProduct): Record<string, unknown> {
  return {
    ...fieldsOf(product),
    status: product.status,
    position: product.position,
    imageSrc: product.imageSrc,
    imageAlt: product.imageAlt,
  };
}
