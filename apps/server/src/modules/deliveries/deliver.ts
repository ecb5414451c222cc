import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { composeDeliveryMail } from '../mail/compose-delivery-mail.ts';
import { UndeliverableError } from '../mail/composed-mail.ts';
import type { MailTransport } from '../mail/mail-message.ts';
import type { JobLog } from '../jobs/job-log.ts';
import { claimDelivery, markFailed, markSent, markSkipped, recordAttemptError } from './delivery-states.ts';

export interface DeliveryDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE' | 'DELIVERY_MAX_ATTEMPTS'>;
  mail: MailTransport;
  log: JobLog;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * One try at one delivery. Returns when the delivery is finished (sent, skipped, given up, or
 * already done by an earlier job); throws when it should be tried again later.
 */
export async function deliver({ db, config, mail, log }: DeliveryDeps, deliveryId: string): Promise<void> {
  const delivery = await claimDelivery(db, deliveryId);
  if (!delivery) return;
  const context = { deliveryId, kind: delivery.kind, attempt: delivery.attempts };
  try {
    const composed = await composeDeliveryMail(db, config, delivery);
    if ('skip' in composed) {
      await markSkipped(db, deliveryId, composed.skip);
      log.info(context, `delivery skipped: ${composed.skip}`);
      return;
    }
    await mail.send(composed.send, { deliveryId });
  } catch (err) {
    const error = errorText(err);
    if (err instanceof UndeliverableError || delivery.attempts >= config.DELIVERY_MAX_ATTEMPTS) {
      await markFailed(db, deliveryId, error);
      log.error({ ...context, err }, 'delivery failed for good');
      return;
    }
    await recordAttemptError(db, deliveryId, error);
    log.warn({ ...context, err }, 'delivery failed; it will be retried');
    throw err;
  }
  await markSent(db, deliveryId);
}
