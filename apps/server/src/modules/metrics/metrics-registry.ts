import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import { readBusinessTotals, readQueueState, type BusinessTotals, type QueueState } from './metrics-read-model.ts';

export interface Metrics {
  contentType: string;
  /** The text Prometheus reads, with the business figures read from the database now. */
  scrape(): Promise<string>;
  /** One answered request: its route pattern (never the address with its ids), status and time. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/**
 * The metrics of one app instance, in a registry of its own (tests run several apps in one
 * process). Business figures are read from the database when Prometheus scrapes.
 */
export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'giftfront_process_' });

  const requests = new Counter({
    name: 'giftfront_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'giftfront_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Read once per scrape (scrape() starts both reads); each gauge's collect takes its part.
  let totals: Promise<BusinessTotals> = Promise.resolve({
    ordersPaid: 0,
    cardsIssued: 0,
    redemptions: 0,
    deliveries: [],
  });
  let queues: Promise<QueueState[]> = Promise.resolve([]);
  const totalGauge = (name: string, help: string, pick: (t: BusinessTotals) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await totals));
      },
    });
  totalGauge('giftfront_orders_paid_total', 'Orders paid, all stores.', (t) => t.ordersPaid);
  totalGauge('giftfront_gift_cards_issued_total', 'Gift cards issued, all stores.', (t) => t.cardsIssued);
  totalGauge(
    'giftfront_gift_card_redemptions_total',
    'Gift card spends: at the counter, by API and at checkout.',
    (t) => t.redemptions,
  );
  new Gauge({
    name: 'giftfront_deliveries',
    help: 'Deliveries (gift and receipt emails) by state.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { state, count } of (await totals).deliveries) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'giftfront_queue_due_jobs',
    help: 'Jobs due to run now, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, due } of await queues) this.set({ queue }, due);
    },
  });
  new Gauge({
    name: 'giftfront_queue_oldest_due_seconds',
    help: 'How long the oldest due job of each queue has waited.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, oldestDueSeconds } of await queues) this.set({ queue }, oldestDueSeconds);
    },
  });

  new Gauge({
    name: 'giftfront_db_pool_connections',
    help: 'Database connections by use: open, idle, and requests waiting for one.',
    labelNames: ['use'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ use: 'open' }, use.total);
      this.set({ use: 'idle' }, use.idle);
      this.set({ use: 'waiting' }, use.waiting);
    },
  });

  return {
    contentType: registry.contentType,
    async scrape() {
      totals = readBusinessTotals(database.db);
      queues = readQueueState(database.db);
      await Promise.all([totals, queues]);
      return registry.metrics();
    },
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}
