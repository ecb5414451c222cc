import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { html } from '../../lib/html.ts';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { cardLocalizer } from '../gift-card-pages/index.ts';
import { findStoreGiftCard } from '../gift-card-pages/index.ts';
import { renderCardNotFoundPage } from '../gift-card-pages/index.ts';
import { renderPage } from '../gift-card-pages/index.ts';
import { privatePage } from '../gift-card-pages/index.ts';
import { Http2PassPusher } from './apns.ts';
import { googleSaveUrl, RestGoogleWalletApi } from './google-wallet.ts';
import { applePassFor, googleBodiesFor, storeUrlOf } from './wallet-passes.ts';
import {
  ensureWalletPass,
  findWalletPass,
  registerDevice,
  unregisterDevice,
  updatedSerials,
  type WalletPassRow,
} from './wallet-repository.ts';
import { updateWalletPasses, type WalletUpdaters } from './wallet-updates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where pass changes go: APNs and Google Wallet's API, each only when configured (issue 30). */
    walletUpdaters: WalletUpdaters;
  }
}

const PKPASS = 'application/vnd.apple.pkpass';
const cardParams = z.object({ giftCardId: z.string() });
const deviceParams = z.object({ deviceLibraryIdentifier: z.string(), passTypeIdentifier: z.string() });
const registrationParams = deviceParams.extend({ serialNumber: z.string() });
const passParams = z.object({ passTypeIdentifier: z.string(), serialNumber: z.string() });
/** Apple's pushToken; anything else in the body is ignored. */
const registrationBody = z.object({ pushToken: z.string().min(1).max(400) });
const logBody = z.object({ logs: z.array(z.string().max(2000)).max(100) });

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `Authorization: ApplePass <token>` naming this pass. */
const authorized = (request: FastifyRequest, pass: WalletPassRow) => {
  const match = /^ApplePass (.+)$/.exec(request.headers.authorization ?? '');
  return Boolean(match?.[1] && sameSecret(match[1], pass.authenticationToken));
};

/** Whole seconds, as HTTP dates carry. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function walletRoutes(app: FastifyInstance) {
  const apple = app.config.wallet.apple;
  const google = app.config.wallet.google;
  const page = { preHandler: app.loadStore, schema: { params: cardParams, tags: ['Gift card pages'] } };

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    privatePage(
      reply,
      404,
      renderCardNotFoundPage(storeBrand(request.store.settings), localizer(request.store.settings.defaultLanguage)),
    );

  app.get(
    '/GiftCard/Wallet/:giftCardId/apple.pkpass',
    { ...page, schema: { ...page.schema, summary: "The card as an Apple Wallet pass (the recipient's page's link)" } },
    async (request, reply) => {
      const { giftCardId } = request.params as z.infer<typeof cardParams>;
      const found = apple ? await findStoreGiftCard(app.db, request.store.id, giftCardId) : null;
      if (!apple || !found) return notFound(request, reply);
      const pass = await ensureWalletPass(app.db, request.store.id, found.card.id);
      const body = await applePassFor(app, apple, request.store, found, pass);
      return reply
        .headers({
          'content-type': PKPASS,
          'content-disposition': 'attachment; filename="gift-card.pkpass"',
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
          'x-robots-tag': 'noindex',
        })
        .send(body);
    },
  );

  app.get(
    '/GiftCard/Wallet/:giftCardId/google',
    { ...page, schema: { ...page.schema, summary: 'Saves the card to Google Wallet (redirects to Google)' } },
    async (request, reply) => {
      const { giftCardId } = request.params as z.infer<typeof cardParams>;
      const found = google ? await findStoreGiftCard(app.db, request.store.id, giftCardId) : null;
      if (!google || !found || !app.walletUpdaters.google) return notFound(request, reply);
      // The object (with the code) goes to Google first; the link names it by id only.
      const { classBody, objectBody } = await googleBodiesFor(app, request.store, found);
      try {
        await app.walletUpdaters.google.upsert(classBody, objectBody);
      } catch (error) {
        request.log.warn({ err: error }, 'Google Wallet refused the card');
        const brand = storeBrand(request.store.settings);
        const loc = cardLocalizer(found, request.store.settings.defaultLanguage);
        const { i18n } = loc;
        const heading = i18n._({ id: 'wallet.googleDown.title', message: 'Google Wallet is not answering' });
        const lead = i18n._({
          id: 'wallet.googleDown.lead',
          message: 'Your card is safe. Try again in a few minutes, or keep using the card’s page.',
        });
        const back = i18n._({ id: 'wallet.googleDown.back', message: 'Back to your card' });
        return privatePage(
          reply,
          502,
          renderPage(
            brand,
            {
              title: `${heading} · ${brand.name}`,
              body: html`<section class="panel"><h1>${heading}</h1><p class="lead">${lead}</p><div class="actions"><a class="button" href="/GiftCard/Preview/${found.card.id}">${back}</a></div></section>`,
            },
            loc,
          ),
        );
      }
      const saveUrl = await googleSaveUrl(google, found.card.id, storeUrlOf(app, request.store));
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(saveUrl, 303);
    },
  );

  if (!apple) return;
  // Apple's pass web service (PassKit Web Service reference), under the pass's webServiceURL.
  const service = { preHandler: app.loadStore, schema: { tags: ['Apple Wallet web service'], hide: true } };
  const base = '/api/wallet/apple/v1';
  const passOf = async (request: FastifyRequest, passTypeIdentifier: string, serialNumber: string) =>
    passTypeIdentifier === apple.passTypeIdentifier ? findWalletPass(app.db, request.store.id, serialNumber) : null;

  app.post(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    { ...service, schema: { ...service.schema, params: registrationParams, body: registrationBody } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof registrationParams>;
      const pass = await passOf(request, params.passTypeIdentifier, params.serialNumber);
      if (!pass || !authorized(request, pass)) return reply.status(401).send();
      const { pushToken } = request.body as z.infer<typeof registrationBody>;
      const created = await registerDevice(app.db, params.deviceLibraryIdentifier, pushToken, pass.serialNumber);
      return reply.status(created ? 201 : 200).send();
    },
  );

  app.delete(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    { ...service, schema: { ...service.schema, params: registrationParams } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof registrationParams>;
      const pass = await passOf(request, params.passTypeIdentifier, params.serialNumber);
      if (!pass || !authorized(request, pass)) return reply.status(401).send();
      await unregisterDevice(app.db, params.deviceLibraryIdentifier, pass.serialNumber);
      return reply.status(200).send();
    },
  );

  app.get(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
    {
      ...service,
      schema: {
        ...service.schema,
        params: deviceParams,
        querystring: z.object({ passesUpdatedSince: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const params = request.params as z.infer<typeof deviceParams>;
      if (params.passTypeIdentifier !== apple.passTypeIdentifier) return reply.status(404).send();
      const tag = (request.query as { passesUpdatedSince?: string }).passesUpdatedSince;
      const since = tag && /^\d{1,15}$/.test(tag) ? new Date(Number(tag)) : null;
      const found = await updatedSerials(app.db, request.store.id, params.deviceLibraryIdentifier, since);
      if (found.serialNumbers.length === 0) return reply.status(204).send();
      return reply.send({ serialNumbers: found.serialNumbers, lastUpdated: String(found.lastUpdated!.getTime()) });
    },
  );

  app.get(
    `/api/wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber`,
    { ...service, schema: { ...service.schema, params: passParams } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof passParams>;
      const pass = await passOf(request, params.passTypeIdentifier, params.serialNumber);
      if (!pass || !authorized(request, pass)) return reply.status(401).send();
      const found = await findStoreGiftCard(app.db, request.store.id, pass.giftCardId);
      if (!found) return reply.status(404).send();
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      if (!Number.isNaN(since) && seconds(pass.updatedAt) <= Math.floor(since / 1000)) return reply.status(304).send();
      return reply
        .headers({
          'content-type': PKPASS,
          'last-modified': pass.updatedAt.toUTCString(),
          'cache-control': 'no-store',
        })
        .send(await applePassFor(app, apple, request.store, found, pass));
    },
  );

  app.post(`${base}/log`, { ...service, schema: { ...service.schema, body: logBody } }, async (request, reply) => {
    for (const line of (request.body as z.infer<typeof logBody>).logs)
      request.log.info({ walletLog: line.slice(0, 500) }, 'Apple Wallet device log');
    return reply.status(200).send();
  });
}

/** Wallet passes (issue 30, decision 0130): the download links, Apple's web service, and updates on card events. */
export default fp(
  async (app) => {
    app.decorate('walletUpdaters', {
      apple: app.config.wallet.apple ? new Http2PassPusher(app.config.wallet.apple) : null,
      google: app.config.wallet.google ? new RestGoogleWalletApi(app.config.wallet.google) : null,
    });
    await app.register(walletRoutes);
    if (app.config.wallet.apple || app.config.wallet.google)
      app.events.consume('wallet', (events) => updateWalletPasses(app, app.walletUpdaters, events));
  },
  { name: 'wallet', dependencies: ['jobs', 'database', 'events'] },
);
