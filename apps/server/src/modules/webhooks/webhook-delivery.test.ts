import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@giftfront/domain/events';
import { codeEnding } from '@giftfront/domain/gift-card';
import { mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createAdminTestApp, ownerSession } from '../../../test/admin.ts';
import { issueCard } from '../../../test/gift-card-admin.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { signatureIsValid, startReceiver, type Responder } from '../../../test/webhook-receiver.ts';
import { recordEvent } from '../events/record-event.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp({
    JOBS_ENABLED: 'true',
    JOBS_POLL_INTERVAL_MS: '50',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_TIMEOUT_MS: '3000',
  });
});
afterAll(async () => {
  await t.close();
});

async function endpointFor(respond?: Responder, events: readonly string[] = EVENT_TYPES) {
  const session = await ownerSession(t.app, t.db);
  const receiver = await startReceiver(respond);
  const res = await session.as({ method: 'POST', url: '/api/admin/webhooks', payload: { url: receiver.url, events } });
  expect(res.statusCode).toBe(201);
  const endpoint = res.json() as { id: string; secret: string };
  return { ...session, receiver, endpoint };
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe('webhook deliveries', () => {
  it('delivers every event type to a receiver that asked for it, each signed with the endpoint’s secret', async () => {
    const { store, receiver, endpoint } = await endpointFor();
    try {
      const { card, order } = await issueCard(t.db, store.id, {}, { withOrder: true });
      await t.db.transaction(async (tx) => {
        for (const type of EVENT_TYPES) {
          const onCard = type.startsWith('gift_card.') || type.startsWith('delivery.');
          await recordEvent(tx, {
            storeId: store.id,
            type,
            giftCardId: onCard ? card.id : null,
            orderId: order!.id,
            data: onCard
              ? { giftCard: { id: card.id, last4: codeEnding(card.code), currency: 'USD', balanceMinor: 2500 } }
              : { order: { id: order!.id, currency: 'USD', totalMinor: 5000, giftCardsMinor: 0 } },
          });
        }
      });
      await waitFor(() => receiver.accepted().length >= EVENT_TYPES.length, 20_000, 'every event type');
      expect(
        receiver
          .accepted()
          .map((r) => r.json.type)
          .sort(),
      ).toEqual([...EVENT_TYPES].sort());
      for (const request of receiver.received) {
        expect(signatureIsValid(request.headers['giftfront-signature'], request.body, endpoint.secret)).toBe(true);
        expect(request.json).toMatchObject({ id: expect.any(String), created: expect.any(Number), store: store.slug });
        expect(request.body).not.toContain(card.code);
      }
      const issued = receiver.received.find((r) => r.json.type === 'gift_card.issued')!.json;
      expect(issued.data.giftCard).toEqual({ id: card.id, last4: codeEnding(card.code), currency: 'USD', balance: 25 });
      const paid = receiver.received.find((r) => r.json.type === 'order.paid')!.json;
      expect(paid.data.order).toMatchObject({ id: order!.id, total: 50, currency: 'USD' });
    } finally {
      await receiver.close();
    }
  });

  it('sends a card’s dashboard activity in its order, amounts as decimals with the balance after, never the code', async () => {
    const { store, as, receiver } = await endpointFor();
    try {
      const { card } = await issueCard(t.db, store.id, { initialMinor: 5000 });
      const redeem = await as({
        method: 'POST',
        url: `/api/admin/gift-cards/${card.id}/redemptions`,
        payload: { amount: 12.5 },
      });
      expect(redeem.statusCode).toBe(201);
      const steps = [
        { url: `/api/admin/redemptions/${redeem.json().redemption.id}/reversal`, payload: { reason: 'Wrong card' } },
        { url: `/api/admin/gift-cards/${card.id}/adjustments`, payload: { amount: 5, reason: 'Goodwill' } },
        { url: `/api/admin/gift-cards/${card.id}/void`, payload: { reason: 'Lost' } },
        { url: `/api/admin/gift-cards/${card.id}/reactivate` },
      ];
      for (const step of steps) expect((await as({ method: 'POST', ...step })).statusCode).toBeLessThan(300);
      await waitFor(() => receiver.accepted().length >= 5, 20_000, 'five card events');
      const events = receiver.accepted().map((r) => r.json);
      expect(events.map((e) => e.type)).toEqual([
        'gift_card.redeemed',
        'gift_card.redemption_reversed',
        'gift_card.adjusted',
        'gift_card.voided',
        'gift_card.reactivated',
      ]);
      expect(events.map((e) => e.data.sequence)).toEqual([1, 2, 3, 4, 5]);
      expect(events[0]!.data).toMatchObject({
        giftCard: { id: card.id, last4: codeEnding(card.code), currency: 'USD', balance: 37.5 },
        activity: { kind: 'redeem', amount: -12.5, currency: 'USD', channel: 'counter' },
      });
      expect(events[2]!.data).toMatchObject({ giftCard: { balance: 55 }, activity: { amount: 5, reason: 'Goodwill' } });
      for (const request of receiver.received) expect(request.body).not.toContain(card.code);
    } finally {
      await receiver.close();
    }
  });

  it('retries after a 500 and after no answer within the timeout, and logs each attempt’s outcome', async () => {
    const answers: ReturnType<Responder>[] = [
      { status: 500, body: 'busy' },
      { status: 200, delayMs: 6000 },
      { status: 204 },
    ];
    const { as, receiver, endpoint } = await endpointFor((_request, index) => answers[index] ?? { status: 200 });
    try {
      const sent = await as({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/test` });
      expect(sent.statusCode).toBe(202);
      const log = async () => (await as({ url: `/api/admin/webhooks/${endpoint.id}/deliveries` })).json().deliveries;
      await waitFor(async () => (await log())[0]?.status === 'succeeded', 20_000, 'the third attempt to succeed');
      const [delivery] = await log();
      expect(delivery).toMatchObject({ type: 'webhook.test', attempts: 3, responseStatus: 204, status: 'succeeded' });
      expect(receiver.received.map((r) => r.status)).toEqual([500, 200, 204]);
      expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('keeps a card’s events in order under 50 concurrent redemptions, even when some deliveries fail first', async () => {
    const { store, as, receiver } = await endpointFor((request) =>
      Number(request.json.data.sequence) % 7 === 0 && !failedOnce.has(request.json.id)
        ? (failedOnce.add(request.json.id), { status: 503 })
        : { status: 200 },
    );
    const failedOnce = new Set<string>();
    try {
      const { card } = await issueCard(t.db, store.id, { initialMinor: 10_000 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          as({ method: 'POST', url: `/api/admin/gift-cards/${card.id}/redemptions`, payload: { amount: 1 } }),
        ),
      );
      expect(answers.every((res) => res.statusCode === 201)).toBe(true);
      await waitFor(() => receiver.accepted().length >= 50, 60_000, '50 delivered redemptions');
      const sequences = receiver.received.map((r) => Number(r.json.data.sequence));
      // Every request, retries included, comes no earlier than the ones before it in the card's order.
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(50);
      expect(failedOnce.size).toBeGreaterThan(0);
      const balances = receiver.accepted().map((r) => (r.json.data.giftCard as { balance: number }).balance);
      expect(balances).toEqual(Array.from({ length: 50 }, (_, i) => 99 - i));
    } finally {
      await receiver.close();
    }
  });

  it('gives a delivery up once it has failed for the give-up window, switches the endpoint off and emails the owners', async () => {
    const local = await createAdminTestApp({
      JOBS_ENABLED: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_GIVE_UP_SECONDS: '1',
    });
    const receiver = await startReceiver(() => ({ status: 500 }));
    try {
      const { as, store, owner } = await ownerSession(local.app, local.db);
      const created = (
        await as({
          method: 'POST',
          url: '/api/admin/webhooks',
          payload: { url: receiver.url, events: ['gift_card.voided'] },
        })
      ).json();
      expect((await as({ method: 'POST', url: `/api/admin/webhooks/${created.id}/test` })).statusCode).toBe(202);
      const endpointRow = async () =>
        (await local.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id)))[0]!;
      await waitFor(async () => !(await endpointRow()).enabled, 20_000, 'the endpoint to be switched off');
      expect((await endpointRow()).disabledReason).toMatch(/3 days/);
      const [delivery] = await local.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, created.id));
      expect(delivery).toMatchObject({ status: 'failed', responseStatus: 500 });
      await waitFor(
        async () =>
          (
            await local.db
              .select()
              .from(mailOutbox)
              .where(and(eq(mailOutbox.storeId, store.id), eq(mailOutbox.to, owner.email)))
          ).length > 0,
        10_000,
        'the owners’ email',
      );
      const listed = (await as({ url: '/api/admin/webhooks' })).json().endpoints[0];
      expect(listed).toMatchObject({ enabled: false, disabledReason: expect.stringMatching(/3 days/) });
      const retry = await as({ method: 'POST', url: `/api/admin/webhook-deliveries/${delivery!.id}/retry` });
      expect(retry.statusCode).toBe(409);
      expect(retry.json().message).toBe('The endpoint is switched off; switch it on to send to it');
    } finally {
      await receiver.close();
      await local.close();
    }
  });

  it('lets no slow receiver hold back another store’s deliveries', async () => {
    const slow = await endpointFor(() => ({ status: 200, delayMs: 2500 }));
    const fast = await endpointFor();
    try {
      await slow.as({ method: 'POST', url: `/api/admin/webhooks/${slow.endpoint.id}/test` });
      await waitFor(() => slow.receiver.received.length === 1, 10_000, 'the slow receiver to be asked');
      await fast.as({ method: 'POST', url: `/api/admin/webhooks/${fast.endpoint.id}/test` });
      await waitFor(
        async () => (await deliveriesOf(fast.endpoint.id))[0]?.status === 'succeeded',
        10_000,
        'the fast one',
      );
      expect((await deliveriesOf(slow.endpoint.id))[0]?.status).toBe('pending');
    } finally {
      await slow.receiver.close();
      await fast.receiver.close();
    }
  });

  it('retries a delivery an owner asks for with the same event id and body', async () => {
    const { as, receiver, endpoint } = await endpointFor();
    try {
      await as({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/test` });
      await waitFor(async () => (await deliveriesOf(endpoint.id))[0]?.status === 'succeeded', 10_000, 'success');
      const [delivery] = await deliveriesOf(endpoint.id);
      const before = receiver.received.length;
      const retried = await as({ method: 'POST', url: `/api/admin/webhook-deliveries/${delivery!.id}/retry` });
      expect(retried.statusCode).toBe(202);
      await waitFor(() => receiver.received.length > before, 10_000, 'the retried delivery');
      expect(receiver.received.at(-1)!.body).toBe(receiver.received[0]!.body);
    } finally {
      await receiver.close();
    }
  });
});
