import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { JobLog } from '../jobs/job-log.ts';
import { WakeableSleep } from '../jobs/sleep.ts';
import type { MailTransport } from '../mail/mail-message.ts';
import { ownerEmails } from '../staff/staff-repository.ts';
import type { WebhookSender } from './webhook-http.ts';
import {
  claimDueDeliveries,
  disableFailingEndpoint,
  failPendingDeliveries,
  findEndpointsByIds,
  noteEndpointOutcome,
  recordAttempt,
  type EndpointRow,
  type WebhookDeliveryRow,
} from './webhook-repository.ts';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';

export interface DispatcherDeps {
  db: Database;
  config: Pick<
    Config,
    'WEBHOOK_RETRY_BASE_MS' | 'WEBHOOK_GIVE_UP_SECONDS' | 'WEBHOOK_TIMEOUT_MS' | 'JOBS_POLL_INTERVAL_MS'
  >;
  log: JobLog;
  mail: MailTransport;
  sender: WebhookSender;
}

const BATCH = 100;
const MAX_DELAY_MS = 6 * 3600 * 1000;

/** Exponential backoff: base, 2×base, 4×base … at most 6 hours apart, until the 3 days are out. */
export const retryDelayMs = (baseMs: number, attempts: number): number =>
  Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_MS);

/** The secrets that sign now: the current one, and the one a rotation replaced until its 24 hours are out. */
export function signingSecrets(endpoint: EndpointRow, now: Date): string[] {
  const previous =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/**
 * Sends due webhook deliveries (docs/decisions/0061): claimed with a lease so instances share the
 * work, a card's deliveries one after another, each try signed anew; a non-2xx answer or none
 * within the timeout is retried with backoff until the delivery is 3 days old, when it is given
 * up, its endpoint switched off and the store's owners emailed.
 */
export class WebhookDispatcher {
  private readonly sleep = new WakeableSleep();
  private loop: Promise<void> | null = null;
  private stopping = false;

  constructor(private readonly deps: DispatcherDeps) {}

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.sleep.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleep.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let sent = 0;
      try {
        sent = await this.sendDue();
      } catch (err) {
        this.deps.log.error({ err }, 'sending webhook deliveries failed');
      }
      if (!this.stopping && sent < BATCH) await this.sleep.sleep(this.deps.config.JOBS_POLL_INTERVAL_MS);
    }
  }

  /** One round: claims what is due and sends it; returns how many it tried. */
  async sendDue(now: Date = new Date()): Promise<number> {
    const leaseSeconds = Math.ceil(this.deps.config.WEBHOOK_TIMEOUT_MS / 1000) + 30;
    const claimed = await claimDueDeliveries(this.deps.db, BATCH, leaseSeconds, now);
    if (claimed.length === 0) return 0;
    const endpoints = new Map(
      (await findEndpointsByIds(this.deps.db, [...new Set(claimed.map((d) => d.endpointId))])).map((e) => [e.id, e]),
    );
    await Promise.all(
      claimed.map(async (delivery) => {
        const endpoint = endpoints.get(delivery.endpointId);
        if (endpoint) await this.sendOne(endpoint, delivery);
      }),
    );
    return claimed.length;
  }

  private async sendOne(endpoint: EndpointRow, delivery: WebhookDeliveryRow): Promise<void> {
    const { db, config, log, sender } = this.deps;
    const outcome = await sender.post(
      endpoint.url,
      {
        [SIGNATURE_HEADER]: signatureHeader(signingSecrets(endpoint, new Date()), delivery.body),
        'user-agent': 'Giftfront-Webhooks/1.0',
      },
      delivery.body,
    );
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const attempts = delivery.attempts + 1;
    const givenUp = !ok && Date.now() - delivery.createdAt.getTime() >= config.WEBHOOK_GIVE_UP_SECONDS * 1000;
    await db.transaction(async (tx) => {
      await recordAttempt(tx, delivery.id, {
        status: ok ? 'succeeded' : givenUp ? 'failed' : 'pending',
        responseStatus: outcome.status,
        durationMs: outcome.durationMs,
        response: outcome.response,
        nextAttemptAt:
          ok || givenUp ? new Date() : new Date(Date.now() + retryDelayMs(config.WEBHOOK_RETRY_BASE_MS, attempts)),
      });
      await noteEndpointOutcome(tx, endpoint.id, ok);
    });
    const context = { deliveryId: delivery.id, endpointId: endpoint.id, status: outcome.status, attempts };
    if (ok) return;
    if (!givenUp) {
      log.warn(context, 'webhook delivery failed; it will be retried');
      return;
    }
    const reason = 'Switched off after 3 days of failed deliveries';
    const disabled = await db.transaction(async (tx) => {
      const now = await disableFailingEndpoint(tx, endpoint.id, reason);
      if (now) await failPendingDeliveries(tx, endpoint.id);
      return now;
    });
    log.error(context, 'webhook delivery given up; its endpoint is switched off');
    if (disabled) await this.tellOwners(endpoint);
  }

  private async tellOwners(endpoint: EndpointRow): Promise<void> {
    const url = new URL(endpoint.url);
    const where = `${url.origin}${url.pathname}`;
    const text = `Giftfront has switched off the webhook endpoint ${where}: every delivery to it failed for 3 days. Fix the receiver, then switch the endpoint on again under Webhooks in the dashboard and retry the failed deliveries.`;
    for (const to of await ownerEmails(this.deps.db, endpoint.storeId))
      await this.deps.mail
        .send(
          { to, subject: 'A webhook endpoint was switched off', text, html: `<p>${escapeHtml(text)}</p>` },
          { storeId: endpoint.storeId },
        )
        .catch((err: unknown) => this.deps.log.error({ err, endpointId: endpoint.id }, 'could not email the owners'));
  }
}
