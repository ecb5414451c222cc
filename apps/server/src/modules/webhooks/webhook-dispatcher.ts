import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { JobLog } from '../jobs/index.ts';
import { PollLoop } from '../jobs/index.ts';
import type { MailTransport } from '../mail/index.ts';
import { ownerEmails } from '../staff/index.ts';
import type { WebhookSender } from './webhook-http.ts';
import {
  claimDueDeliveries,
  disableFailingEndpoint,
  failPendingDeliveries,
  recordAttempts,
  type AttemptOutcome,
  type ClaimedDelivery,
  type EndpointRow,
  type SendingEndpoint,
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
/** Sends one instance keeps going at once. */
const IN_FLIGHT = 200;
/**
 * The loop claims again once this much room is free (or nothing is in flight): claiming for every
 * finished send made a claim, and its round trip, per delivery (decision 0215).
 */
const CLAIM_AT_ROOM = BATCH / 2;
const MAX_DELAY_MS = 6 * 3600 * 1000;

interface Tried {
  endpoint: SendingEndpoint;
  outcome: AttemptOutcome;
  attempts: number;
}

/** Exponential backoff: base, 2×base, 4×base … at most 6 hours apart, until the 3 days are out. */
export const retryDelayMs = (baseMs: number, attempts: number): number =>
  Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_MS);

/** The secrets that sign now: the current one, and the one a rotation replaced until its 24 hours are out. */
export function signingSecrets(
  endpoint: Pick<EndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  now: Date,
): string[] {
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
  private readonly loop: PollLoop;
  /** Sends under way; the loop claims more only while there is room. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Finished attempts waiting to be recorded, written together by one flush at a time. */
  private buffer: Tried[] = [];
  private flushing: Promise<void> | null = null;

  /**
   * Keeps up to IN_FLIGHT sends going: a slow receiver holds only its own sends, never the
   * others'. Each outcome is recorded as soon as a flush can take it, and a flush wakes the loop,
   * so a card's next delivery is claimed once the one before it is recorded.
   */
  constructor(private readonly deps: DispatcherDeps) {
    this.loop = new PollLoop({
      step: async () => {
        const claimed = await this.claimAndStart();
        return claimed === 0 || this.inFlight.size >= IN_FLIGHT;
      },
      restMs: deps.config.JOBS_POLL_INTERVAL_MS,
      onError: (err) => this.deps.log.error({ err }, 'claiming webhook deliveries failed'),
      drain: async () => {
        await Promise.all([...this.inFlight]);
        await this.flushing;
      },
    });
  }

  start(): void {
    this.loop.start();
  }

  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async claimAndStart(): Promise<number> {
    const room = Math.min(BATCH, IN_FLIGHT - this.inFlight.size);
    if (room < CLAIM_AT_ROOM && this.inFlight.size > 0) return 0;
    const claimed = await this.claim(room);
    for (const delivery of claimed) {
      const send: Promise<void> = this.attempt(delivery)
        .then((tried) => {
          this.buffer.push(tried);
          this.flush();
        })
        .catch((err: unknown) => this.deps.log.error({ err, deliveryId: delivery.id }, 'webhook send failed'))
        .finally(() => this.inFlight.delete(send));
      this.inFlight.add(send);
    }
    return claimed.length;
  }

  private flush(): void {
    this.flushing ??= (async () => {
      // Answers that arrived together are recorded together: wait for this turn's I/O callbacks.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.buffer.length) {
        const batch = this.buffer.splice(0);
        try {
          await this.record(batch);
        } catch (err) {
          // Unrecorded attempts stay claimed until their lease ends, then are sent again: at least once.
          this.deps.log.error({ err }, 'recording webhook attempts failed');
        }
      }
    })().finally(() => {
      this.flushing = null;
      this.loop.wake();
    });
  }

  private claim(limit: number): Promise<ClaimedDelivery[]> {
    const { db, config } = this.deps;
    const leaseSeconds = Math.ceil(config.WEBHOOK_TIMEOUT_MS / 1000) + 30;
    return claimDueDeliveries(db, limit, leaseSeconds, new Date());
  }

  /** One round, start to end (tests and benchmarks): claims what is due, sends it, records it; returns how many. */
  async sendDue(): Promise<number> {
    const claimed = await this.claim(BATCH);
    await this.record(await Promise.all(claimed.map((delivery) => this.attempt(delivery))));
    return claimed.length;
  }

  /** The batch's outcomes and its endpoints' failing-since in one statement (decision 0215). */
  private async record(tried: Tried[]): Promise<void> {
    const { db, log } = this.deps;
    await recordAttempts(
      db,
      tried.map((t) => t.outcome),
    );
    for (const { endpoint, outcome, attempts } of tried) {
      if (outcome.status === 'succeeded') continue;
      const context = { deliveryId: outcome.id, endpointId: endpoint.id, status: outcome.responseStatus, attempts };
      if (outcome.status === 'pending') log.warn(context, 'webhook delivery failed; it will be retried');
      else await this.giveUp(endpoint, context);
    }
  }

  /** One signed POST; what it came to, not yet recorded. */
  private async attempt(delivery: ClaimedDelivery): Promise<Tried> {
    const { config, sender } = this.deps;
    const { endpoint } = delivery;
    const answer = await sender.post(
      endpoint.url,
      {
        [SIGNATURE_HEADER]: signatureHeader(signingSecrets(endpoint, new Date()), delivery.body),
        'user-agent': 'Giftfront-Webhooks/1.0',
      },
      delivery.body,
    );
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const attempts = delivery.attempts + 1;
    const givenUp = !ok && Date.now() - delivery.createdAt.getTime() >= config.WEBHOOK_GIVE_UP_SECONDS * 1000;
    const outcome: AttemptOutcome = {
      id: delivery.id,
      status: ok ? 'succeeded' : givenUp ? 'failed' : 'pending',
      responseStatus: answer.status,
      durationMs: answer.durationMs,
      response: answer.response,
      nextAttemptAt:
        ok || givenUp ? new Date() : new Date(Date.now() + retryDelayMs(config.WEBHOOK_RETRY_BASE_MS, attempts)),
    };
    return { endpoint, outcome, attempts };
  }

  /** 3 days of failures: the endpoint is switched off, its pending deliveries failed, the owners told. */
  private async giveUp(endpoint: SendingEndpoint, context: Record<string, unknown>): Promise<void> {
    const reason = 'Switched off after 3 days of failed deliveries';
    const disabled = await this.deps.db.transaction(async (tx) => {
      const now = await disableFailingEndpoint(tx, endpoint.id, reason);
      if (now) await failPendingDeliveries(tx, endpoint.id);
      return now;
    });
    this.deps.log.error(context, 'webhook delivery given up; its endpoint is switched off');
    if (disabled) await this.tellOwners(endpoint);
  }

  private async tellOwners(endpoint: SendingEndpoint): Promise<void> {
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
