import type { AdminProduct, ProductBody } from '@giftfront/domain/admin/products';
import { toMinor, type MinorUnits } from '@giftfront/domain/money';

/** The form edits the create body as the API states it (decimal prices), checked by productBodySchema. */
export type ProductFormValues = Required<
  Omit<ProductBody, 'customAmountMin' | 'customAmountMax' | 'price' | 'quantityLimit' | 'taxClassId' | 'validityMonths'>
> &
  Pick<
    ProductBody,
    'customAmountMin' | 'customAmountMax' | 'price' | 'quantityLimit' | 'taxClassId' | 'validityMonths'
  >;

/** A price as the form holds it (a decimal, as typed and as the body sends it) in minor units, to show or compare. */
export const formPriceInMinor = (price: number, currency: string): MinorUnits => toMinor(price, currency);

export const PRODUCT_FORM_FIELDS = [
  'type',
  'name',
  'slug',
  'description',
  'details',
  'terms',
  'price',
  'denominations',
  'showQuantityLimit',
  'quantityLimit',
  'hideCustomGiftCardAmounts',
  'customAmountMin',
  'customAmountMax',
  'isShippingEnabled',
  'taxClassId',
  'validityMonths',
] as const satisfies readonly (keyof ProductFormValues)[];

export const emptyProductForm = (): ProductFormValues => ({
  type: 'GiftCard',
  name: '',
  slug: '',
  description: '',
  details: '',
  terms: '',
  price: null,
  denominations: [],
  showQuantityLimit: false,
  quantityLimit: null,
  hideCustomGiftCardAmounts: false,
  customAmountMin: null,
  customAmountMax: null,
  isShippingEnabled: false,
  taxClassId: null,
  validityMonths: null,
  translations: {},
});

export function productFormValues(product: AdminProduct): ProductFormValues {
  const values = emptyProductForm();
  for (const field of PRODUCT_FORM_FIELDS) Object.assign(values, { [field]: product[field] });
  return {
    ...values,
    denominations: product.denominations.map((d) => ({ ...d })),
    translations: structuredClone(product.translations),
  };
}

/** 'Spa Day for Two!' → 'spa-day-for-two' (the slug rule: lower-case letters, digits and dashes). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A fresh id for a new denomination (the server keeps ids so orders keep pointing at them). */
export const newDenominationId = () => `d-${crypto.randomUUID().slice(0, 8)}`;
