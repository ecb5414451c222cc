import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StoreRecord } from '../stores/index.ts';
import { codeEnding } from '@giftfront/domain/gift-card';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { walletLinks } from '../../lib/wallet-links.ts';
import { loadPdfImage } from './card-image-file.ts';
import { codeQrSvg } from './code-qr.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { cardLocalizer, presentCard } from './card-presentation.ts';
import { findStoreGiftCard, type GiftCardWithBuyer } from './gift-card-page-read-model.ts';
import { paperFor, renderGiftCardPdf } from './gift-card-pdf.ts';
import { renderGiftedPreviewPage } from './gifted-preview-page.ts';
import { includedItems } from './included-items.ts';
import { renderCardNotFoundPage } from './not-found-page.ts';
import { PAGE_CSP } from './page-shell.ts';
import { renderPreviewPage, type ThankYouState } from './preview-page.ts';
import { findThankYou } from './thank-you-repository.ts';

const params = z.object({ giftCardId: z.string() });

/** A voucher's page and PDF list what it includes, read from its product's Details. */
const present = async (found: GiftCardWithBuyer, loc: Localizer) =>
  presentCard(found, found.card.kind === 'voucher' ? await includedItems(found.productDetails) : [], undefined, loc);

/** The gift's language (its order's, issue 29), else the store's; an unknown card's page is in the store's. */
const storeLocalizer = (store: StoreRecord) => localizer(store.settings.defaultLanguage);
export const giftLocalizer = (store: StoreRecord, found: GiftCardWithBuyer) =>
  cardLocalizer(found, store.settings.defaultLanguage);
/** The store's branding with its name in the gift's language where the merchant gave one (decision 0165). */
const giftBrand = (store: StoreRecord, found: GiftCardWithBuyer) =>
  storeBrand(store.settings, giftLocalizer(store, found).language);

/** The one 'not found' page, in the store's language. */
export const cardNotFoundPage = (store: StoreRecord) =>
  renderCardNotFoundPage(storeBrand(store.settings), storeLocalizer(store));

/** A gift has a buyer to thank when the buyer's address is known and is not the recipient's own. */
export const canThankBuyer = (found: GiftCardWithBuyer): boolean => {
  const buyer = (found.card.senderEmail ?? found.buyer?.email ?? '').trim().toLowerCase();
  return buyer !== '' && buyer !== (found.card.recipientEmail ?? '').trim().toLowerCase();
};

/** The pages carry a live code behind an unguessable id: never cached, indexed or leaked by referrer. */
export function privatePage(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': PAGE_CSP,
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    })
    .send(body);
}

/** product §7 gift card pages, scoped to the host's store: another store's card is not found. */
export default async function giftCardPageRoutes(app: FastifyInstance) {
  const route = { preHandler: app.loadStore, schema: { params, tags: ['Gift card pages'] } };

  app.get(
    '/GiftCard/Preview/:giftCardId',
    { ...route, schema: { ...route.schema, summary: 'The gift card as its recipient sees it (HTML)' } },
    async (request, reply) => {
      const { giftCardId } = request.params as z.infer<typeof params>;
      const found = await findStoreGiftCard(app.db, request.store.id, giftCardId);
      if (!found) return privatePage(reply, 404, cardNotFoundPage(request.store));
      const sent = (request.query as { thanked?: string }).thanked === '1';
      return privatePage(reply, 200, await previewPageFor(app, request.store, found, sent ? { justNow: true } : {}));
    },
  );

  app.get(
    '/GiftCard/GiftedPreview/:giftCardId',
    { ...route, schema: { ...route.schema, summary: 'The gift before it is opened (HTML)' } },
    async (request, reply) => {
      const { giftCardId } = request.params as z.infer<typeof params>;
      const found = await findStoreGiftCard(app.db, request.store.id, giftCardId);
      if (!found) return privatePage(reply, 404, cardNotFoundPage(request.store));
      const brand = giftBrand(request.store, found);
      const loc = giftLocalizer(request.store, found);
      return privatePage(
        reply,
        200,
        renderGiftedPreviewPage(
          brand,
          presentCard(found, [], undefined, loc),
          `/GiftCard/Preview/${found.card.id}`,
          loc,
        ),
      );
    },
  );

  app.get(
    '/GiftCard/Pdf/:giftCardId',
    { ...route, schema: { ...route.schema, summary: 'A printable one-page PDF of the gift card' } },
    async (request, reply) => {
      const { giftCardId } = request.params as z.infer<typeof params>;
      const found = await findStoreGiftCard(app.db, request.store.id, giftCardId);
      if (!found) return privatePage(reply, 404, cardNotFoundPage(request.store));
      const brand = giftBrand(request.store, found);
      const loc = giftLocalizer(request.store, found);
      const card = await present(found, loc);
      const images = {
        storeSlug: request.store.slug,
        read: async (name: string) => (await app.media.read(request.store.id, name))?.bytes ?? null,
      };
      const pdf = await renderGiftCardPdf({
        brand,
        card,
        storeUrl: publicBaseUrl(app.config.PUBLIC_URL_TEMPLATE, request.store.slug),
        designImage: await loadPdfImage(card.image?.src, images),
        logoImage: await loadPdfImage(brand.logo?.src, images),
        paper: paperFor(found.card.currency),
        bookingUrl: request.store.settings.company.supportUrl ?? null,
        loc,
      });
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="gift-card-${codeEnding(card.code)}.pdf"`,
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
          'x-robots-tag': 'noindex',
        })
        .send(pdf);
    },
  );
}

/**
 * The recipient's page, with its 'Say thank you' form or what became of it (issue 30); the
 * thank-you routes (modules/thank-you) show it again with a refusal under the message.
 */
export async function previewPageFor(
  app: FastifyInstance,
  store: StoreRecord,
  found: GiftCardWithBuyer,
  thanks: { justNow?: boolean; message?: string; error?: string | null } = {},
): Promise<string> {
  const brand = giftBrand(store, found);
  const links = {
    pdf: `/GiftCard/Pdf/${found.card.id}`,
    balance: store.settings.hideCheckBalance ? null : '/gift-card-balance',
    booking: store.settings.company.supportUrl ?? null,
  };
  // The QR code the till scans (the one the PDF prints), shown only while the card can still be used.
  const loc = giftLocalizer(store, found);
  const card = await present(found, loc);
  const usable = card.voucher ? card.voucher.state === 'Valid' : card.status === 'Active';
  const qrSvg = usable ? await codeQrSvg(card.code) : null;
  let state: ThankYouState | null = null;
  if (canThankBuyer(found))
    state = (await findThankYou(app.db, found.card.id))
      ? { state: 'sent', justNow: thanks.justNow ?? false }
      : { state: 'form', message: thanks.message, error: thanks.error };
  const thankYou = state ? { action: `/GiftCard/Preview/${found.card.id}/thank-you`, state } : null;
  const wallet = usable ? walletLinks(app.config.wallet, found.card.id) : null;
  return renderPreviewPage(brand, card, links, { qrSvg, thankYou, wallet }, loc);
}
