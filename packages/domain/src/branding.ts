import { z } from 'zod';
import { DEFAULT_MAX_GIFT_CARD_BALANCE } from './constants.ts';
import { feeTypeSchema, type FeeType } from './fee-type.ts';
import { DEFAULT_CURRENCY, isPercentType } from './money.ts';
import { moneyCodec, perCurrency } from './money-codec.ts';
import { currencyNamedIn, storeSettingsMoney, type Inside } from './money-paths.ts';
import { isValidTimeZone } from './zoned-time.ts';
import { EXPIRY_RULES, expiryMonthsProblem, type ExpiryRule } from './expiry-rules.ts';
import { GIFT_CARD_EXPIRY_MONTHS } from './gift-card-expiry.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import { storeTranslationsSchema, translationsSchema } from './merchant-translations.ts';

/**
 * product §3 Branding: the store settings object served by GET /api/Store/StoreSettings. Its money
 * (fixed fees, shipping prices, the maximum balance) is decimal in store files and the API, minor
 * units inside the storefront (publicStoreSettingsCodec, money-paths.ts).
 */
export { FEE_TYPES, feeTypeSchema, type FeeType } from './fee-type.ts';
export { isPercentType };

const hexColor = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as #4f46e5');
const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Enter a three-letter currency code, such as USD.')
  .transform((code) => code.toUpperCase());
const money = z.number().finite().nonnegative();
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
  .transform((code) => code.toUpperCase());

export const feeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  feeType: feeTypeSchema,
  amount: money,
});
export type Fee = z.infer<typeof feeSchema>;

export const taxClassSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Percentage; products opt in by taxClassId. */
  rate: z.number().finite().min(0).max(100).default(0),
});
export type TaxClass = z.infer<typeof taxClassSchema>;

/** Email, Postal, or anything else meaning collection (product §3). */
export const shippingOptionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().nullish(),
  price: money,
  deliveryMethod: z.string().min(1),
  showForCountryCodes: z.array(countryCode).nullish(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const paymentSettingsSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']).default('sandbox'),
  connectedAccountId: z.string().nullish(),
  publicKey: z.string().nullish(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const cartPageTextSchema = z.object({
  empty: z.object({ title: z.string(), message: z.string(), cta: z.string() }).partial().nullish(),
  summary: z
    .object({
      title: z.string(),
      subtotal: z.string(),
      tax: z.string(),
      total: z.string(),
      checkoutButton: z.string(),
    })
    .partial()
    .nullish(),
});

export const pageTextSchema = z.object({
  cart: cartPageTextSchema.nullish(),
  /** Overrides of checkout labels, placeholders and button text, keyed as docs/store-file.md lists. */
  checkout: z.record(z.string(), z.string()).nullish(),
  confirmation: z.object({ success: z.object({ message: z.string().nullish() }).nullish() }).nullish(),
  /** Short lines beside a product's buttons: how it is delivered, when it expires, how to redeem it. */
  product: z
    .object({ delivery: z.string().max(200), expiry: z.string().max(200), redeem: z.string().max(200) })
    .partial()
    .nullish(),
});
export type PageText = z.infer<typeof pageTextSchema>;

const FOOTER_LINK = /^(https?:\/\/[^\s/]+\S*|mailto:\S+@\S+)$/i;
/** Whether a footer link is a web address or a mailto: one (never javascript: or a bare word). */
export const isFooterLink = (value: string) => FOOTER_LINK.test(value);

/** A footer link (support, privacy, terms): a web address, or a mailto: one for support; blank is none. */
const footerLink = z
  .string()
  .trim()
  .max(2000, 'at most 2000 characters')
  .transform((value) => value || null)
  .pipe(z.string().regex(FOOTER_LINK, 'expected an address starting with https:// or http:// (or mailto:)').nullable())
  .nullish();

/** Months a new card is valid for, or null for cards that never expire (gift-card-expiry.ts). */
export const giftCardExpirySchema = z.object({
  months: z
    .number()
    .int('expected a whole number of months')
    .min(GIFT_CARD_EXPIRY_MONTHS.min, `at least ${GIFT_CARD_EXPIRY_MONTHS.min} month`)
    .max(GIFT_CARD_EXPIRY_MONTHS.max, `at most ${GIFT_CARD_EXPIRY_MONTHS.max} months`)
    .nullable(),
});

export const STORE_STATUSES = ['Active', 'Inactive'] as const;

export const merchantNotificationsSchema = z.strictObject({
  email: z.email('Enter an email address, like name@example.com.').nullish(),
  /** A summary of the day's orders, redemptions and failed deliveries, once a day. */
  dailySummary: z.boolean().default(false),
});
export type MerchantNotifications = z.infer<typeof merchantNotificationsSchema>;

export const storeSettingsSchema = z.object({
  company: z.object({
    name: z.string().min(1),
    logo: z.object({ src: z.string().min(1), alt: z.string() }).nullish(),
    supportUrl: footerLink,
    privacyUrl: footerLink,
    termsUrl: footerLink,
  }),
  branding: z.object({ primaryColor: hexColor.nullish() }).default({}),
  currencyCode: currencyCode.default(DEFAULT_CURRENCY),
  status: z.enum(STORE_STATUSES).default('Active'),
  shouldSplitGiftCardsAndVouchersNavigation: z.boolean().default(false),
  hideCheckBalance: z.boolean().default(false),
  hideCustomGiftCardAmounts: z.boolean().default(false),
  shouldAllowTopups: z.boolean().default(false),
  shouldChargeFees: z.boolean().default(false),
  fees: z.array(feeSchema).default([]),
  taxClasses: z.array(taxClassSchema).default([]),
  shouldIncludeTaxInPricing: z.boolean().default(false),
  shippingOptions: z.array(shippingOptionSchema).default([]),
  payment: paymentSettingsSchema.default({ provider: 'sandbox' }),
  pageText: pageTextSchema.default({}),
  /**
   * The page texts in the store's further languages (decision 0165), each text over `pageText`'s;
   * never served as such: the storefront gets `pageText` in the shopper's language.
   */
  pageTextTranslations: translationsSchema(pageTextSchema).default({}),
  /**
   * The store's name and shipping options' names in its further languages (decision 0165),
   * by language; never served as such: the storefront gets `company.name` and `shippingOptions`
   * in the shopper's language.
   */
  translations: storeTranslationsSchema.default({}),
  /** Highest balance a card may reach by top-up, in the store's currency. */
  maxGiftCardBalance: z.number().positive().default(DEFAULT_MAX_GIFT_CARD_BALANCE),
  /** IANA zone the dashboard shows dates in and reports count days in (orders, sales by day). */
  timeZone: z.string().max(100).refine(isValidTimeZone, 'Choose a time zone, such as Europe/London.').default('UTC'),
  /** The language a shopper sees unless they choose another the store offers (issue 29). */
  defaultLanguage: z
    .enum(LANGUAGES, { error: `Choose one of the storefront's languages: ${LANGUAGES.join(', ')}.` })
    .default(DEFAULT_LANGUAGE),
  /** The further languages the storefront offers in its header's switch (the default is always offered). */
  languages: z
    .array(z.enum(LANGUAGES, { error: `Choose among the storefront's languages: ${LANGUAGES.join(', ')}.` }))
    .max(LANGUAGES.length)
    .default([]),
  /** How long cards issued from now on stay valid; cards already issued keep their date. */
  giftCardExpiry: giftCardExpirySchema.default({ months: null }),
  /** Where the store sells, for the law on money cards' expiry (expiry-rules.ts, decision 0136). */
  expiryRule: z
    .enum(EXPIRY_RULES, { error: 'Choose where the store sells: none, us-federal or california.' })
    .default('none'),
  /**
   * Emails to a money card's holder before money is lost (issue 30): 30 days before it expires,
   * and after 6 months without use. On unless the owner switches them off.
   */
  balanceReminders: z.boolean().default(true),
  /** Where the merchant hears of new orders and failed gift emails; never served to shoppers. */
  notifications: merchantNotificationsSchema.optional(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

type ListIssue = { path: (string | number)[]; message: string };

/**
 * What the settings' lists must hold together (unique ids, percentages up to 100): checked for a
 * store file and for the dashboard's settings alike. Reads defensively, so it can run beside the
 * field checks and one pass lists every problem.
 */
export function settingsListProblems(settings: {
  fees?: unknown;
  taxClasses?: unknown;
  shippingOptions?: unknown;
  expiryRule?: unknown;
  giftCardExpiry?: unknown;
}): ListIssue[] {
  const problems: ListIssue[] = [];
  // The law where the store sells decides how soon its money cards may expire (decision 0136).
  const rule = (EXPIRY_RULES as readonly unknown[]).includes(settings.expiryRule)
    ? (settings.expiryRule as ExpiryRule)
    : undefined;
  const months = (settings.giftCardExpiry as { months?: unknown } | null | undefined)?.months;
  const expiryProblem = typeof months === 'number' ? expiryMonthsProblem(rule, months) : null;
  if (expiryProblem) problems.push({ path: ['giftCardExpiry', 'months'], message: expiryProblem });
  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : [];
  const unique = (items: Record<string, unknown>[], key: string, path: string, what: string) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const value = typeof item[key] === 'string' ? (item[key] as string) : '';
      if (value && seen.has(value)) problems.push({ path: [path, i, key], message: `duplicate ${what} "${value}"` });
      seen.add(value);
    });
  };
  unique(list(settings.shippingOptions), 'id', 'shippingOptions', 'shipping option id');
  unique(list(settings.fees), 'id', 'fees', 'fee id');
  unique(list(settings.taxClasses), 'id', 'taxClasses', 'tax class id');
  list(settings.fees).forEach((fee, i) => {
    if (isPercentType(fee.feeType as FeeType) && typeof fee.amount === 'number' && fee.amount > 100)
      problems.push({ path: ['fees', i, 'amount'], message: 'a percentage cannot exceed 100' });
  });
  return problems;
}
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;

/**
 * What GET /api/Store/StoreSettings serves: the store's settings plus keys of the deployment's
 * browser-side services (never stored in a store file; read from the server's configuration).
 */
export const storeIntegrationsSchema = z.object({
  /** GOOGLE_MAPS_API_KEY: enables address autocomplete at checkout. */
  mapsApiKey: z.string().min(1).nullish(),
});
export type StoreIntegrations = z.infer<typeof storeIntegrationsSchema>;

export const publicStoreSettingsSchema = storeSettingsSchema
  .omit({ notifications: true, pageTextTranslations: true, translations: true })
  .extend({
    integrations: storeIntegrationsSchema.optional(),
  });
/** The settings; inside the storefront their money is minor units of their currency. */
export type PublicStoreSettingsWire = z.infer<typeof publicStoreSettingsSchema>;
/** The settings inside the storefront: fixed fees, shipping prices and the maximum balance in `MinorUnits` (decision 0175). */
export type PublicStoreSettings = Inside<PublicStoreSettingsWire, typeof storeSettingsMoney>;
/** The API's settings ⇄ the settings inside (money in minor units of `currency`). */
export const publicStoreSettingsCodec = perCurrency((currency) =>
  moneyCodec(publicStoreSettingsSchema, storeSettingsMoney, currency),
);
/** The codec for an answer, in the currency the answer names. */
export const publicStoreSettingsCodecFor = (raw: unknown) =>
  publicStoreSettingsCodec(currencyNamedIn(raw, 'currencyCode'));
