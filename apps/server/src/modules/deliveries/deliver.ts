import pLimit, { type LimitFunction } from 'p-limit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderLinkSigner } from '../../lib/order-link.ts';
import { composeDeliveryMail, type DeliveryComposers } from '../mail/index.ts';
import { batchMailLoaders, type MailLoaders } from '../mail/index.ts';
import { UndeliverableError } from '../mail/index.ts';
import type { MailTransport } from '../mail/index.ts';
import type { JobLog } from '../jobs/index.ts';
import { recordDeliveryEvent } from './delivery-events.ts';
import { recordFailedDeliveryNotice } from './failed-delivery-notice.ts';
import {
  claimDeliveries,
  markBounced,
  markFailed,
  markSkipped,
  recordAttemptError,
  touchSending,
  type DeliveryRow,
} from './delivery-repository.ts';
import { sentMailRecorder, type RecordSent } from './sent-mail-records.ts';

export interface DeliveryDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE' | 'DELIVERY_MAX_ATTEMPTS' | 'DELIVERY_STALE_SECONDS'> &
    Partial<Pick<Config, 'wallet'>>;
  mail: MailTransport;
  log: JobLog;
  /** Signs the receipt's order link (the app, with @fastify/cookie). */
  links: OrderLinkSigner;
  /** The kinds modules above mail compose (src/delivery-composers.ts). */
  composers: DeliveryComposers;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/** The SMTP server's own answer when it refused the message for good (5xx), as nodemailer reports it. */
function permanentRefusal(err: unknown): string | null {
  const { responseCode, response } = (err ?? {}) as { responseCode?: unknown; response?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return null;
  return (typeof response === 'string' && response ? response : errorText(err)).slice(0, 1000);
}

/**
 * One try at one claimed delivery. Returns when it is finished (sent, skipped or given up);
 * throws when it should be tried again later.
 */
async function deliverClaimed(
  { db, config, mail, log, links, composers }: DeliveryDeps,
  loaders: MailLoaders,
  delivery: DeliveryRow,
  onTheWire: LimitFunction,
  recordSent: RecordSent,
): Promise<void> {
  const context = { deliveryId: delivery.id, kind: delivery.kind, attempt: delivery.attempts };
  // Kept with the outcome so the order page can name each email (undefined when composing failed).
  let subject: string | undefined;
  let handedOver = false;
  try {
    const composed = await composeDeliveryMail({ db, loaders, links }, composers, delivery);
    if ('skip' in composed) {
      await markSkipped(db, delivery.id, composed.skip);
      log.info(context, `delivery skipped: ${composed.skip}`);
      return;
    }
    const { send } = composed;
    subject = send.subject;
    const meta = { storeId: delivery.storeId, deliveryId: delivery.id };
    // Built before it waits for a slot (only a few are built ahead): a slot holds only the hand-over and its record.
    const handOver = mail.prepare ? mail.prepare(send, meta) : () => mail.send(send, meta);
    // From the hand-over to the record of it: what a crash here repeats, so few at once.
    await onTheWire(async () => {
      await handOver();
      handedOver = true;
      await recordSent(delivery, send.subject);
    });
  } catch (err) {
    // The mail server has it: only recording that failed, and a retry may repeat it (same Message-ID).
    if (handedOver) throw err;
    const error = errorText(err);
    const refusal = permanentRefusal(err);
    if (refusal) {
      await db.transaction(async (tx) => {
        const bounced = await markBounced(tx, delivery.id, refusal, subject);
        if (bounced) await recordDeliveryEvent(tx, 'delivery.bounced', bounced, { answer: refusal });
      });
      if (delivery.kind === 'gift') await recordFailedDeliveryNotice(db, delivery.storeId, delivery.id);
      log.warn({ ...context, answer: refusal }, 'delivery bounced: the mail server refused it');
      return;
    }
    if (err instanceof UndeliverableError || delivery.attempts >= config.DELIVERY_MAX_ATTEMPTS) {
      await markFailed(db, delivery.id, error, subject);
      if (delivery.kind === 'gift') await recordFailedDeliveryNotice(db, delivery.storeId, delivery.id);
      log.error({ ...context, err }, 'delivery failed for good');
      return;
    }
    await recordAttemptError(db, delivery.id, error);
    log.warn({ ...context, err }, 'delivery failed; it will be retried');
    throw err;
  }
}

/**
 * What the batches a worker sends at once share (decision 0272): the transport's slots (so no more
 * mails are between hand-over and record than it has connections, however many batches), the few
 * mails built just ahead of them, and the group commit of their records.
 */
export interface SendingLanes {
  onTheWire: LimitFunction;
  aheadOfTheWire: LimitFunction;
  recordSent: RecordSent;
}

export function sendingLanes(deps: Pick<DeliveryDeps, 'db' | 'mail'>): SendingLanes {
  const slots = deps.mail.concurrency ?? Number.POSITIVE_INFINITY;
  return {
    onTheWire: pLimit(slots),
    // Composed and built just ahead of the slots, as many as they hold: the first mail goes on the
    // wire once it is built, and a build never holds the event loop for the whole batch.
    aheadOfTheWire: pLimit(slots * 2),
    recordSent: sentMailRecorder(deps.db),
  };
}

/** How often a sender renews the rows it holds: a third of the time after which a sweep takes them over. */
export const heartbeatMs = (staleSeconds: number) => Math.max(200, Math.floor((staleSeconds * 1000) / 3));

/**
 * A batch of deliveries (by id): claimed in one statement, composed and built a few at a time just
 * ahead of the transport's connections, and handed to it no more at once than it has connections,
 * each recorded as sent before its slot is free (so a crash repeats at most that many; the records
 * of slots that finish together share one statement and commit, sent-mail-records.ts); their rows
 * renewed by a heartbeat while the batch runs, so a batch whose process died is taken over within
 * DELIVERY_STALE_SECONDS. Returns the ones to retry.
 */
export async function deliverBatch(
  deps: DeliveryDeps,
  deliveryIds: string[],
  lanes: SendingLanes = sendingLanes(deps),
): Promise<{ deliveryId: string; error: string }[]> {
  const claimed = await claimDeliveries(deps.db, deliveryIds);
  const loaders = batchMailLoaders(deps.db, deps.config, claimed);
  const retry: { deliveryId: string; error: string }[] = [];
  const held = new Set(claimed.map((delivery) => delivery.id));
  const heartbeat = setInterval(() => {
    touchSending(deps.db, [...held]).catch((err: unknown) => deps.log.warn({ err }, 'delivery heartbeat failed'));
  }, heartbeatMs(deps.config.DELIVERY_STALE_SECONDS));
  heartbeat.unref();
  const { onTheWire, aheadOfTheWire, recordSent } = lanes;
  try {
    await Promise.all(
      claimed.map((delivery) =>
        aheadOfTheWire(() => deliverClaimed(deps, loaders, delivery, onTheWire, recordSent))
          .catch((err: unknown) => {
            retry.push({ deliveryId: delivery.id, error: errorText(err) });
          })
          .finally(() => held.delete(delivery.id)),
      ),
    );
  } finally {
    clearInterval(heartbeat);
  }
  return retry;
}
