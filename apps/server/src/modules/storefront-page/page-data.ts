import type { PublicStoreSettingsWire } from '@giftfront/domain/branding';
import { currencyExponent } from '@giftfront/domain/money';
import { storePageTitle } from '@giftfront/domain/page-title';
import { IMAGE_SIZES, srcSetOf, variantsOf, type ImageSizes } from '@giftfront/domain/product-images';
import { productPrices } from '@giftfront/domain/product-rules';
import type { ProductWire } from '@giftfront/domain/product';
import { matchStorefrontPath, type StorefrontPage } from '@giftfront/domain/storefront-paths';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { listProducts } from '../catalog/index.ts';
import { publicStoreSettings } from '../stores/index.ts';
import type { StoreRecord } from '../stores/index.ts';

/** What the page's head says: product §2's title, a description, the Open Graph card and the image to fetch first. */
export interface PageHead {
  title: string | null;
  description: string | null;
  ogTitle: string | null;
  ogImage: string | null;
  siteName: string | null;
  /** The largest image the page shows first (the LCP element), preloaded at high priority, with its resized copies as the page's <img> offers them. */
  leadImage: { src: string; srcSet: string | null; sizes: string } | null;
  /** The store's logo in the header, preloaded. */
  logo: string | null;
  /** A product page's lowest price (Open Graph product:price), the API's decimal with the currency's digits. */
  price: { amount: string; currency: string } | null;
}

/** The storefront's first load of a path: its status, the data its first render needs, its head. */
export interface StorefrontPageAnswer {
  status: 200 | 404 | 503;
  /** product §7's answers as they would come from the API (decimals): the store settings and, for an active store, every product. */
  data: { settings: PublicStoreSettingsWire; products: ProductWire[] | null } | null;
  head: PageHead;
  /** The page of the route table the path is (null: none, or no active store to show it). */
  page: StorefrontPage | null;
}

const DESCRIPTION_LENGTH = 160;
const NO_HEAD: PageHead = {
  title: null,
  description: null,
  ogTitle: null,
  ogImage: null,
  siteName: null,
  leadImage: null,
  logo: null,
  price: null,
};

/** Plain text of a product's description (HTML from the merchant), cut at a word near 160 characters. */
export function plainDescription(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2)).trimEnd()}…`;
}

const leadImageOf = (product: ProductWire) => product.images[0]?.src ?? product.imageSrc ?? null;

function leadImage(product: ProductWire | undefined, src: string | null, shown: ImageSizes): PageHead['leadImage'] {
  if (!src) return null;
  return { src, srcSet: srcSetOf(variantsOf(product?.images ?? [], src)) ?? null, sizes: IMAGE_SIZES[shown] };
}

function lowestPrice(product: ProductWire, currency: string): PageHead['price'] {
  const prices = productPrices(product);
  if (!prices.length) return null;
  return { amount: Math.min(...prices).toFixed(currencyExponent(currency)), currency };
}

function productAnswer(
  page: Extract<StorefrontPage, { kind: 'product' }>,
  products: ProductWire[],
  currency: string,
  base: PageHead,
) {
  const product = page.slug ? products.find((candidate) => candidate.slug === page.slug) : undefined;
  if (!product || product.type !== page.type) return { status: 404 as const, head: base };
  const description = plainDescription(product.description) || base.description;
  const image = leadImageOf(product);
  return {
    status: 200 as const,
    head: {
      ...base,
      description,
      ogTitle: product.name,
      ogImage: image,
      leadImage: leadImage(product, image, 'hero'),
      price: lowestPrice(product, currency),
    },
  };
}

function listingAnswer(
  path: '/' | '/vouchers',
  settings: PublicStoreSettingsWire,
  products: ProductWire[],
  base: PageHead,
) {
  const shownType =
    path === '/vouchers' ? 'Voucher' : settings.shouldSplitGiftCardsAndVouchersNavigation ? 'GiftCard' : null;
  const first = products.find((product) => !shownType || product.type === shownType);
  const image = first ? first.imageSrc : null;
  return { status: 200 as const, head: { ...base, ogImage: image, leadImage: leadImage(first, image, 'card') } };
}

/** product §4 Store and §2 routes on a first load: unknown store 404, inactive 503, unknown page or product 404. */
export async function storefrontPageAnswer(
  db: Executor,
  config: Config,
  store: StoreRecord | null,
  pathname: string,
  language: string,
): Promise<StorefrontPageAnswer> {
  if (!store) return { status: 404, data: null, head: NO_HEAD, page: null };
  // The merchant's texts in the page's language, else the default's (decision 0165).
  const settings = publicStoreSettings(store, config, language);
  if (settings.status !== 'Active')
    return { status: 503, data: { settings, products: null }, head: NO_HEAD, page: null };

  const { name } = settings.company;
  const base: PageHead = {
    ...NO_HEAD,
    title: storePageTitle(name),
    description: `Gift cards and vouchers from ${name}.`,
    ogTitle: storePageTitle(name),
    siteName: name,
    logo: settings.company.logo?.src ?? null,
  };
  const page = matchStorefrontPath(pathname, settings);
  // Every page of an active store gets the catalogue: listings, product pages (related products), the cart and checkout lines.
  const products = await listProducts(db, store.id, settings.currencyCode, '', language);
  const data = { settings, products };
  if (!page) return { status: 404, data, head: base, page };
  if (page.kind === 'page') return { status: 200, data, head: base, page };
  const answer =
    page.kind === 'product'
      ? productAnswer(page, products, settings.currencyCode, base)
      : listingAnswer(page.path, settings, products, base);
  return { ...answer, data, page };
}
