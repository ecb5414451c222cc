import { encodeMinorColumns } from '../../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adjustmentBodyCodec,
  adjustmentBodySchema,
  GIFT_CARD_MESSAGES,
  idempotencyHeadersSchema,
} from '@giftfront/domain/admin/gift-card-actions';
import {
  activityListSchema,
  activityStreamQuerySchema,
  activityStreamSchema,
  captureBodySchema,
  cardIdParamsSchema,
  cardListQuerySchema,
  cardPageSchema,
  createCardBodyCodec,
  createCardBodySchema,
  createdCardCodec,
  createdCardSchema,
  holdBodyCodec,
  holdBodySchema,
  holdCodec,
  holdIdParamsSchema,
  holdSchema,
  INTEGRATOR_MESSAGES,
  integratorCardCodec,
  integratorCardSchema,
  integratorVoidBodySchema,
  loadBodyCodec,
  loadBodySchema,
  type Hold,
  type IntegratorCard,
} from '@giftfront/domain/admin/integrator-api';
import { posCodeParamsSchema } from '@giftfront/domain/admin/pos-api';
import { codeEnding, parseGiftCardCode } from '@giftfront/domain/gift-card';
import { cardStatus, type GiftCardKind } from '@giftfront/domain/gift-card-status';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { actorOf, keyWithScope } from '../../../lib/access.ts';
import { todayUtc } from '../../../lib/dates.ts';
import { decodeAmountBody } from '../../../lib/decode-amount-body.ts';
import { invalid, notFound } from '../../../lib/domain-errors.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { storeTimeZone } from '../../../lib/store-time-zone.ts';
import { webhookPayload } from '../../events/index.ts';
import { findStoreEvent, listCardEvents, listSettledStoreEvents } from '../../events/index.ts';
import { auditContextOf } from '../../audit/index.ts';
import { actorLabel } from '../actor-label.ts';
import { adjustBalance, reactivateCard, voidCard } from '../card-actions.ts';
import { findCardRow, findCardRowByCode, type GiftCardRow } from '../gift-card-repository.ts';
import { currencyOfCard } from '../with-locked-card.ts';
import { captureHold, createApiCard, loadCard, placeHold, releaseHold, type KeyActor } from './integrator-cards.ts';
import { listCardPage, tillHoldCurrency, type TillHoldRow } from './integrator-repository.ts';

const refusals = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  422: messageSchema,
  429: messageSchema,
};
const tags = ['integrator'];
const security = [{ apiKey: [] }];
const headers = idempotencyHeadersSchema;

function cardView(card: GiftCardRow): IntegratorCard {
  return {
    id: card.id,
    codeEnding: codeEnding(card.code),
    balance: card.balanceMinor,
    initialAmount: card.initialMinor,
    currency: card.currency,
    status: cardStatus(card, todayUtc()),
    kind: card.kind as GiftCardKind,
    expiresOn: card.expiresOn,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    reference: card.reference,
    createdAt: card.createdAt.toISOString(),
  };
}

const encodeCard = (card: GiftCardRow) => encodeMinorColumns(integratorCardCodec(card.currency), cardView(card));

function holdView(hold: TillHoldRow, card: GiftCardRow): z.output<typeof holdSchema> {
  const inside: Hold = {
    id: hold.id,
    giftCardId: hold.giftCardId,
    amount: hold.amountMinor,
    currency: card.currency,
    status: hold.status as Hold['status'],
    expiresAt: hold.expiresAt.toISOString(),
    balance: card.balanceMinor,
  };
  return encodeMinorColumns(holdCodec(card.currency), inside);
}

/** `createdAt|id` of the page's last card, base64url: opaque to callers. */
const encodeCursor = (card: GiftCardRow) =>
  Buffer.from(`${card.createdAt.toISOString()}|${card.id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !z.uuid().safeParse(id).success || Number.isNaN(createdAt.getTime()))
    throw invalid(`query.cursor: ${INTEGRATOR_MESSAGES.badCursor}`);
  return { createdAt, id };
}

/**
 * The integrator API (docs/integrations.md, decision 0090): cards by id with scopes, holds for
 * tills that authorise first, the activity of a card and the store's activity stream.
 * Every POST takes an Idempotency-Key (api-keys/idempotency-plugin.ts). A hold is placed by code
 * in the path, like the point-of-sale calls, so lib/redact-url.ts keeps it out of the logs.
 */
const integratorRoutes: FastifyPluginAsyncZod = async (app) => {
  function keyActor(request: FastifyRequest): KeyActor {
    const actor = actorOf(request);
    return {
      storeId: request.store.id,
      actor: actorLabel(actor),
      audit: auditContextOf(request),
      channel: 'api',
      apiKeyId: actor.id,
    };
  }

  app.post(
    '/api/v1/gift-cards',
    {
      config: keyWithScope('gift_cards:write'),
      schema: {
        tags,
        security,
        operationId: 'createGiftCard',
        summary: 'Issue a money card; the answer is the only time its full code is shown',
        headers,
        body: createCardBodySchema,
        response: { 201: createdCardSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const storeCurrency = request.store.settings.currencyCode;
      if (request.body.currency && request.body.currency !== storeCurrency)
        throw invalid(`body.currency: ${INTEGRATOR_MESSAGES.currency(storeCurrency)}`);
      const body = decodeAmountBody(createCardBodyCodec(storeCurrency), request.body, storeCurrency);
      const today = utcToWallTime(new Date(), storeTimeZone(request.store)).slice(0, 10);
      if (body.expiresOn && body.expiresOn < today)
        throw invalid(`body.expiresOn: ${INTEGRATOR_MESSAGES.expiresInPast}`);
      const card = await createApiCard(app.db, keyActor(request), {
        amountMinor: body.amount,
        currency: storeCurrency,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        sendEmail: body.sendEmail ?? true,
        expiresOn: body.expiresOn,
        reference: body.reference,
      });
      return reply
        .status(201)
        .send(encodeMinorColumns(createdCardCodec(card.currency), { ...cardView(card), code: card.code }));
    },
  );

  app.get(
    '/api/v1/gift-cards',
    {
      config: keyWithScope('gift_cards:read'),
      schema: {
        tags,
        security,
        operationId: 'listGiftCards',
        summary: 'The store’s cards, newest first, a page at a time (pass nextCursor as cursor)',
        querystring: cardListQuerySchema,
        response: { 200: cardPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listCardPage(app.db, request.store.id, limit + 1, cursor ? decodeCursor(cursor) : null);
      const page = rows.slice(0, limit);
      return {
        cards: page.map(encodeCard),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
      };
    },
  );

  app.post(
    '/api/v1/gift-cards/:id/loads',
    {
      config: keyWithScope('gift_cards:write'),
      schema: {
        tags,
        security,
        operationId: 'loadGiftCard',
        summary: 'Add money to a card',
        params: cardIdParamsSchema,
        headers,
        body: loadBodySchema,
        response: { 201: integratorCardSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = await currencyOfCard(app.db, request.store.id, request.params.id);
      const body = decodeAmountBody(loadBodyCodec(currency), request.body, currency);
      const card = await loadCard(app.db, keyActor(request), request.params.id, body.amount);
      return reply.status(201).send(encodeCard(card));
    },
  );

  app.post(
    '/api/v1/gift-cards/:id/adjustments',
    {
      config: keyWithScope('gift_cards:write'),
      schema: {
        tags,
        security,
        operationId: 'adjustGiftCard',
        summary: 'Move a card’s balance up (positive) or down (negative) with a reason; never below zero',
        params: cardIdParamsSchema,
        headers,
        body: adjustmentBodySchema,
        response: { 201: integratorCardSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = await currencyOfCard(app.db, request.store.id, request.params.id);
      const body = decodeAmountBody(adjustmentBodyCodec(currency), request.body, currency);
      const card = await adjustBalance(app.db, keyActor(request), request.params.id, body.amount, body.reason);
      return reply.status(201).send(encodeCard(card));
    },
  );

  app.post(
    '/api/v1/gift-cards/:id/void',
    {
      config: keyWithScope('gift_cards:write'),
      schema: {
        tags,
        security,
        operationId: 'voidGiftCard',
        summary: 'Stop a card from being used, keeping its balance',
        params: cardIdParamsSchema,
        headers,
        body: integratorVoidBodySchema,
        response: { 200: integratorCardSchema, ...refusals },
      },
    },
    async (request) => {
      const reason = request.body?.reason ?? 'Voided through the API';
      return encodeCard(await voidCard(app.db, keyActor(request), request.params.id, reason));
    },
  );

  app.post(
    '/api/v1/gift-cards/:id/reactivate',
    {
      config: keyWithScope('gift_cards:write'),
      schema: {
        tags,
        security,
        operationId: 'reactivateGiftCard',
        summary: 'Put a voided card back in use',
        params: cardIdParamsSchema,
        headers,
        response: { 200: integratorCardSchema, ...refusals },
      },
    },
    async (request) => encodeCard(await reactivateCard(app.db, keyActor(request), request.params.id)),
  );

  app.get(
    '/api/v1/gift-cards/:id/activities',
    {
      config: keyWithScope('gift_cards:read'),
      schema: {
        tags,
        security,
        operationId: 'listGiftCardActivities',
        summary: 'Everything that happened to a card, in its sequence (each as its webhook event)',
        params: cardIdParamsSchema,
        response: { 200: activityListSchema, ...refusals },
      },
    },
    async (request) => {
      const card = await findCardRow(app.db, request.store.id, request.params.id);
      if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
      const rows = await listCardEvents(app.db, request.store.id, card.id);
      return { activities: rows.map((row) => webhookPayload(row, request.store.slug)) as never };
    },
  );

  app.get(
    '/api/v1/activities',
    {
      config: keyWithScope('gift_cards:read'),
      schema: {
        tags,
        security,
        operationId: 'listActivities',
        summary: 'The store’s events after one you have (poll with after=lastId), oldest first',
        querystring: activityStreamQuerySchema,
        response: { 200: activityStreamSchema, ...refusals },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const known = after ? await findStoreEvent(app.db, request.store.id, after) : null;
      if (after && !known) throw invalid(`query.after: ${INTEGRATOR_MESSAGES.unknownEvent}`);
      const rows = await listSettledStoreEvents(app.db, request.store.id, known, limit);
      return {
        activities: rows.map((row) => webhookPayload(row, request.store.slug)) as never,
        lastId: rows.length > 0 ? rows[rows.length - 1]!.id : (after ?? null),
      };
    },
  );

  app.post(
    '/api/v1/gift-cards/:code/holds',
    {
      config: keyWithScope('redemptions'),
      schema: {
        tags,
        security,
        operationId: 'holdGiftCard',
        summary: 'Authorise an amount of a card: it is taken now and given back unless captured within 15 minutes',
        params: posCodeParamsSchema,
        headers,
        body: holdBodySchema,
        response: { 201: holdSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const code = parseGiftCardCode(request.params.code);
      const found = code ? await findCardRowByCode(app.db, request.store.id, code) : null;
      if (!found) throw notFound(GIFT_CARD_MESSAGES.notFound);
      const body = decodeAmountBody(holdBodyCodec(found.currency), request.body, found.currency);
      const { hold, card } = await placeHold(app.db, keyActor(request), found.id, body.amount);
      return reply.status(201).send(holdView(hold, card));
    },
  );

  app.post(
    '/api/v1/holds/:id/capture',
    {
      config: keyWithScope('redemptions'),
      schema: {
        tags,
        security,
        operationId: 'captureHold',
        summary: 'Capture a hold, all of it or a smaller amount (the rest goes back to the card)',
        params: holdIdParamsSchema,
        headers,
        body: captureBodySchema,
        response: { 200: holdSchema, ...refusals },
      },
    },
    async (request) => {
      const amount = request.body?.amount;
      let amountMinor: number | undefined;
      if (amount !== undefined) {
        const currency = await tillHoldCurrency(app.db, request.store.id, request.params.id);
        if (!currency) throw notFound(INTEGRATOR_MESSAGES.holdNotFound);
        amountMinor = decodeAmountBody(holdBodyCodec(currency), { amount }, currency).amount;
      }
      const { hold, card } = await captureHold(app.db, keyActor(request), request.params.id, amountMinor);
      return holdView(hold, card);
    },
  );

  app.post(
    '/api/v1/holds/:id/release',
    {
      config: keyWithScope('redemptions'),
      schema: {
        tags,
        security,
        operationId: 'releaseHold',
        summary: 'Give a hold’s whole amount back to the card',
        params: holdIdParamsSchema,
        headers,
        response: { 200: holdSchema, ...refusals },
      },
    },
    async (request) => {
      const { hold, card } = await releaseHold(app.db, keyActor(request), request.params.id);
      return holdView(hold, card);
    },
  );
};

export default integratorRoutes;
