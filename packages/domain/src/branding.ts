import { z } from 'zod';
import { DEFAULT_MAX_GIFT_CARD_BALANCE } from './constants.ts';
import { DEFAULT_CURRENCY } from './money.ts';
import { moneyCodec, perCurrency } from './money-codec.ts';
import { currencyNamedIn, storeSettingsMoney } from './money-paths.ts';

/**
 * SPEC §3 Branding: the store settings object served by GET /api/Store/StoreSettings. Its money
 * (fixed fees, shipping prices, the maximum balance) is decimal in store files and the API, minor
 * units inside the storefront (publicStoreSettingsCodec, money-paths.ts).
 */
export const FEE_TYPES = ['Percent', 'FixedAmount', 'PERCENT', 'FIXED_AMOUNT'] as const;
export const feeTypeSchema = z.enum(FEE_TYPES);
export type FeeType = z.infer<typeof feeTypeSchema>;
export { isPercentType } from './money.ts';

const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as #4f46e5');
const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'expected a three-letter ISO 4217 currency code')
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

/** Email, Postal, or anything else meaning collection (SPEC §3). */
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
  empty: z
    .object({ title: z.string(), message: z.string(), cta: z.string() })
    .partial()
    .nullish(),
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
  confirmation: z
    .object({ success: z.object({ message: z.string().nullish() }).nullish() })
    .nullish(),
  /** Short lines beside a product's buttons: how it is delivered, when it expires, how to redeem it. */
  product: z
    .object({ delivery: z.string().max(200), expiry: z.string().max(200), redeem: z.string().max(200) })
    .partial()
    .nullish(),
});
export type PageText = z.infer<typeof pageTextSchema>;

export const STORE_STATUSES = ['Active', 'Inactive'] as const;

export const merchantNotificationsSchema = z.strictObject({
  email: z.email('expected an email address').nullish(),
  /** A summary of the day's orders, redemptions and failed deliveries, once a day. */
  dailySummary: z.boolean().default(false),
});
export type MerchantNotifications = z.infer<typeof merchantNotificationsSchema>;

export const storeSettingsSchema = z.object({
  company: z.object({
    name: z.string().min(1),
    logo: z.object({ src: z.string().min(1), alt: z.string() }).nullish(),
    supportUrl: z.string().nullish(),
    privacyUrl: z.string().nullish(),
    termsUrl: z.string().nullish(),
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
  /** Highest balance a card may reach by top-up, in the store's currency. */
  maxGiftCardBalance: z.number().positive().default(DEFAULT_MAX_GIFT_CARD_BALANCE),
  /** Where the merchant hears of new orders and failed gift emails; never served to shoppers. */
  notifications: merchantNotificationsSchema.optional(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
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

export const publicStoreSettingsSchema = storeSettingsSchema.omit({ notifications: true }).extend({
  integrations: storeIntegrationsSchema.optional(),
});
/** The settings; inside the storefront their money is minor units of their currency. */
export type PublicStoreSettings = z.infer<typeof publicStoreSettingsSchema>;
/** The API's settings ⇄ the settings inside (money in minor units of `currency`). */
export const publicStoreSettingsCodec = perCurrency((currency) => moneyCodec(publicStoreSettingsSchema, storeSettingsMoney, currency));
/** The codec for an answer, in the currency the answer names. */
export const publicStoreSettingsCodecFor = (raw: unknown) => publicStoreSettingsCodec(currencyNamedIn(raw, 'currencyCode'));
