import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { startInstance } from '../../../test/delivery-apps.ts';
import { insertOrder, storeIdOf } from '../../../test/delivery-factories.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { dailySummaryId, dayBounds, recordDailySummaries, yesterdayIn } from './daily-summary.ts';

let database: DatabaseHandle;
let sink: SmtpSink;
let app: FastifyInstance;
let wanting: string;
let notWanting: string;
const now = new Date();
const day = yesterdayIn(now, 'UTC');

beforeAll(async () => {
  database = await createTestDatabase();
  wanting = await storeIdOf(
    database.db,
    (await createStore(database.db, { notifications: { email: 'summary@shop.example', dailySummary: true } })).slug,
  );
  notWanting = await storeIdOf(
    database.db,
    (await createStore(database.db, { notifications: { email: 'quiet@shop.example', dailySummary: false } })).slug,
  );
  const { since } = dayBounds(day, 'UTC');
  await insertOrder(database.db, wanting, {
    createdAt: new Date(since.getTime() + 60 * 60 * 1000),
    deliveryMethod: 'Postal',
  });
  // Today's order belongs to tomorrow's summary.
  await insertOrder(database.db, wanting, { createdAt: new Date(dayBounds(day, 'UTC').until.getTime() + 1000) });
  sink = await startSmtpSink();
  // The periodic task runs as the instance starts: yesterday's summaries are recorded and sent.
  app = await startInstance(database, { SMTP_URL: sink.url, PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example' });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await database?.close();
});

const summaryMails = () =>
  sink.mails.filter((m) => m.to.includes('summary@shop.example') && m.subject.includes('your summary for'));
const summariesOf = (storeId: string) =>
  database.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.storeId, storeId), eq(deliveries.kind, 'merchant-daily-summary')));

describe('the daily summary to the notification address', () => {
  it('sends yesterday’s figures (UTC day) once, with a link to the dashboard', async () => {
    await waitFor(() => summaryMails().length > 0, 30_000);
    const mail = summaryMails()[0]!;
    expect(mail.text).toContain('(UTC)');
    expect(mail.text).toContain('Orders: 1\n');
    expect(mail.text).toContain('Gift card sales: $100.00');
    expect(mail.text).toContain('Redemptions: $5.00');
    expect(mail.text).toContain('Gift emails failed: 0');
    expect(mail.text).toContain('Orders awaiting shipment (now): 1');
    expect(mail.text).toContain('https://');
    expect(mail.text).toContain('/admin');
  });

  it('is recorded once per store and day, however often and by however many instances it runs', async () => {
    await recordDailySummaries(database.db, now);
    await Promise.all([
      recordDailySummaries(database.db, now),
      recordDailySummaries(database.db, new Date(now.getTime() + 1000)),
    ]);
    const rows = await summariesOf(wanting);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subjectId).toBe(dailySummaryId(wanting, day));
    await waitFor(async () => (await summariesOf(wanting))[0]!.state === 'sent', 30_000);
    expect(summaryMails()).toHaveLength(1);
  });

  it('is not sent to a store that did not ask for it', async () => {
    expect(await summariesOf(notWanting)).toHaveLength(0);
    expect(sink.mails.some((m) => m.to.includes('quiet@shop.example'))).toBe(false);
  });

  it('a new day is a new summary', () => {
    expect(dailySummaryId(wanting, '2026-11-23')).not.toBe(dailySummaryId(wanting, '2026-11-24'));
    expect(dailySummaryId(wanting, '2026-11-23')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
