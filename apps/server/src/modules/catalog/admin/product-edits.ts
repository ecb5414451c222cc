import {
  productBodySchema,
  type AdminProduct,
  type ProductFields,
  type ProductPatch,
} from '@giftfront/domain/admin/products';
import { expiryMonthsProblem, type ExpiryRule } from '@giftfront/domain/expiry-rules';
import type { Language } from '@giftfront/domain/languages';
import {
  compactProductTranslations,
  sameTexts,
  translationLanguageProblems,
  type ProductTranslation,
  type ProductTranslations,
} from '@giftfront/domain/merchant-translations';
import { limitsQuantity } from '@giftfront/domain/product-fields';
import { describeIssues } from '@giftfront/domain/validation';
import type { Executor } from '../../../db/client.ts';
import { conflict, invalid } from '../../../lib/domain-errors.ts';
import { isSlugTaken } from './product-admin-repository.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** What the checks need of the host's store. */
interface StoreForProducts {
  id: string;
  settings: {
    taxClasses: { id: string }[];
    expiryRule?: ExpiryRule;
    defaultLanguage?: Language;
    languages?: readonly Language[];
  };
}

/** The editable fields of a stored product, as a whole body. */
export function fieldsOf(product: AdminProduct): ProductFields {
  const { slug, name, type, description, details, terms, price, denominations, showQuantityLimit, quantityLimit } =
    product;
  const { hideCustomGiftCardAmounts, customAmountMin, customAmountMax, isShippingEnabled, taxClassId, validityMonths } =
    product;
  const { translations } = product;
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
    translations,
  };
}

/** A patch applied to the product, checked whole: every problem named by its path, as the body would have it. */
export function mergePatch(product: AdminProduct, patch: ProductPatch): ProductFields {
  const parsed = productBodySchema.safeParse({ ...fieldsOf(product), ...patch });
  if (!parsed.success)
    throw invalid(
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
  // A money card's validity follows the law where the store sells (decision 0136); vouchers are not money cards.
  const expiryProblem =
    fields.type === 'Voucher' ? null : expiryMonthsProblem(store.settings.expiryRule, fields.validityMonths);
  if (expiryProblem) problems.push(`body.validityMonths: ${expiryProblem}`);
  // Only the store's further languages are taken (decision 0165); a translation kept unchanged from
  // before a language was withdrawn does not stop other edits.
  const before = compactProductTranslations(existing?.translations);
  const changed = Object.fromEntries(
    Object.entries(compactProductTranslations(fields.translations)).filter(
      ([language, translation]) => !sameTexts(translation, before[language as Language]),
    ),
  );
  for (const { path, message } of translationLanguageProblems(changed, store.settings))
    problems.push(`body.translations.${path.join('.')}: ${message}`);
  if (problems.length) throw invalid(problems.join('; '));
  if (await isSlugTaken(db, store.id, fields.slug, existing?.id))
    throw conflict(`body.slug: another product already uses the slug "${fields.slug}"`);
  const [description, details, terms, translations] = await Promise.all([
    sanitizeRichText(fields.description),
    sanitizeRichText(fields.details),
    sanitizeRichText(fields.terms),
    sanitizedTranslations(fields.translations),
  ]);
  return { ...fields, description, details, terms, translations };
}

/** The translations' rich text sanitized as the fields' is, empty texts left out. */
async function sanitizedTranslations(translations: ProductTranslations): Promise<ProductTranslations> {
  const entries = await Promise.all(
    (Object.entries(compactProductTranslations(translations)) as [Language, ProductTranslation][]).map(
      async ([language, translation]) => {
        const clean = { ...translation };
        for (const key of ['description', 'details', 'terms'] as const)
          if (clean[key] !== undefined) clean[key] = await sanitizeRichText(clean[key]);
        return [language, clean] as const;
      },
    ),
  );
  return compactProductTranslations(Object.fromEntries(entries));
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
