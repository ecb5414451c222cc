import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { productSchema } from '@giftfront/domain/product';
import { renderPage } from './entry-server';

// As the server answers it (decimals), every default filled in.
const settings = storeSettingsSchema.parse({
  slug: 'harbor',
  company: { name: 'Harbor & Pine' },
  branding: { primaryColor: '#0f766e' },
});
const classic = productSchema.parse({
  id: 'id-classic',
  slug: 'classic',
  name: 'Harbor Classic Card',
  type: 'GiftCard',
  description: '<p>For <strong>every</strong> occasion.</p><img src="x" onerror="alert(1)">',
  details: '',
  terms: '',
  imageSrc: null,
  imageAlt: '',
  images: [],
  price: null,
  denominations: [{ id: 'd25', price: 25, label: '$25' }],
  showQuantityLimit: false,
  quantityLimit: null,
  quantitySold: 0,
  hideCustomGiftCardAmounts: true,
  isShippingEnabled: false,
  taxClassId: null,
});
const spa = {
  ...classic,
  id: 'id-spa',
  slug: 'spa',
  name: 'Spa Day for Two',
  type: 'Voucher' as const,
  description: '',
};
const data = { settings, products: [classic, spa] };
const keepAll = (html: string) => html;

/**
 * Hydration is checked in a browser (e2e/server-rendering.e2e.ts): in one realm, React's server
 * renderer leaves context values behind that the client renderer then reads.
 */
describe('the storefront rendered on the server', () => {
  it("gives a product page's name, price and description before any script, sanitized", async () => {
    const { markup, rootStyle } = await renderPage('/gift-card/classic', data, (html) =>
      html.replace(/<img[^>]*>/g, ''),
    );
    expect(markup).toContain('Harbor Classic Card');
    expect(markup).toContain('$25.00');
    expect(markup).toContain('<strong>every</strong>');
    expect(markup).not.toContain('onerror');
    expect(rootStyle).toContain('--color-primary: #0f766e');
  });

  it('lists the products on the home page', async () => {
    const { markup } = await renderPage('/', data, keepAll);
    expect(markup).toContain('Harbor Classic Card');
    expect(markup).toContain('Spa Day for Two');
    expect(markup).not.toContain('animate-spin');
    expect(markup).not.toContain('<script');
  });

  it("gives the checkout's skeleton: its frame and headings, the parts for each kind of cart, no field to type in", async () => {
    const shipping = {
      ...data,
      settings: storeSettingsSchema.parse({
        ...settings,
        shippingOptions: [{ id: 'post', name: 'Post', price: 4, deliveryMethod: 'Postal' }],
      }),
    };
    const { markup } = await renderPage('/checkout', shipping, keepAll);
    expect(markup).toContain('>Checkout</h1>');
    expect(markup).toContain('Your Details');
    expect(markup).toContain('data-cart-shows="empty"');
    expect(markup).toContain('data-cart-shows="items"');
    expect(markup).toMatch(/data-cart-shows="shippable"[^]*Delivery method and shipping details/);
    expect(markup).toContain('Your Cart is Empty');
    expect(markup).not.toContain('<input');

    // A store that ships nowhere has no delivery section to show.
    expect((await renderPage('/checkout', data, keepAll)).markup).not.toContain('data-cart-shows="shippable"');
  });

  it('offers the resized copies of an uploaded design (srcset, sizes) on the listing card and the product hero', async () => {
    const photo = {
      id: 'photo',
      name: 'photo.png',
      alt: 'A red card',
      src: '/u/photo.png',
      variants: [
        { width: 480, src: '/u/photo-480.webp' },
        { width: 960, src: '/u/photo-960.webp' },
      ],
    };
    const withPhoto = { ...data, products: [{ ...classic, imageSrc: photo.src, images: [photo] }, spa] };
    const srcset = 'srcset="/u/photo-480.webp 480w, /u/photo-960.webp 960w"';
    const home = (await renderPage('/', withPhoto, keepAll)).markup;
    expect(home).toContain(srcset);
    expect(home).toContain('sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"');
    const product = (await renderPage('/gift-card/classic', withPhoto, keepAll)).markup;
    expect(product).toContain(srcset);
    expect(product).toContain('sizes="(min-width: 1280px) 38rem, (min-width: 768px) 50vw, 100vw"');
  });
});
