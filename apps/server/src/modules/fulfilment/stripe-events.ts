import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-errors.ts';
import { CHARGED_OTHER_AMOUNT, chargedAsValidated } from '../payments/index.ts';
import { findIntentByProviderId, type IntentRecord } from '../payments/index.ts';
import { markProcessed, wasProcessed } from '../payments/index.ts';
import { findStoreSettings } from '../stores/index.ts';
import { completePayment, failPayment } from './payment-outcome.ts';
import { chargeRefunded, disputeCreated } from './stripe-charge-events.ts';
import { chargeSucceeded } from './stripe-charge-succeeded.ts';
import { refundUnfulfillable, type RefundDeps } from './refund-unfulfillable.ts';

export type EventOutcome = 'duplicate' | 'handled' | 'ignored';

/**
 * A verified Stripe event. Every handler is idempotent, and the event id is recorded after it
 * ran: a repeated event is a no-op, and a failed one is retried by Stripe.
 */
export async function handleStripeEvent(deps: RefundDeps, event: Stripe.Event): Promise<EventOutcome> {
  const { db } = deps;
  if (await wasProcessed(db, event.id)) return 'duplicate';
  const outcome = await dispatch(deps, event);
  await markProcessed(db, event.id, event.type);
  return outcome;
}

/** The events handled (docs/deploying.md lists them for the webhook's subscription). */
const CHARGE_EVENTS = new Set(['charge.succeeded', 'charge.refunded', 'charge.dispute.created']);

/** The payment intent an event is about: the object itself, or the charge's or dispute's intent. */
function intentIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { id?: unknown; payment_intent?: unknown };
  const id = event.type.startsWith('payment_intent.')
    ? object.id
    : CHARGE_EVENTS.has(event.type)
      ? object.payment_intent
      : null;
  return typeof id === 'string' ? id : null;
}

async function dispatch(deps: RefundDeps, event: Stripe.Event): Promise<EventOutcome> {
  const { db, log } = deps;
  const providerIntentId = intentIdOf(event);
  if (!providerIntentId) return 'ignored';
  const intent = await findIntentByProviderId(db, providerIntentId);
  if (!intent || intent.provider !== 'stripe' || !(await sameAccount(db, intent, event.account))) {
    log.warn({ eventId: event.id, type: event.type }, 'stripe event for an unknown payment intent');
    return 'ignored';
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return succeed(deps, intent, event.data.object);
    case 'payment_intent.payment_failed':
      await failPayment(db, intent.id, {
        status: 'requires_payment_method',
        message: event.data.object.last_payment_error?.message ?? 'The payment failed.',
      });
      return 'handled';
    case 'payment_intent.canceled':
      await failPayment(db, intent.id, { status: 'canceled', message: 'The payment was canceled.' });
      return 'handled';
    case 'charge.succeeded':
      return chargeSucceeded(db, log, intent, event, event.data.object);
    case 'charge.refunded':
      return chargeRefunded(db, log, intent, event, event.data.object);
    case 'charge.dispute.created':
      return disputeCreated(db, log, intent, event, event.data.object);
    default:
      return 'ignored';
  }
}

async function succeed(deps: RefundDeps, intent: IntentRecord, object: Stripe.PaymentIntent): Promise<EventOutcome> {
  const charged = object.amount_received || object.amount;
  if (!chargedAsValidated(intent, charged, object.currency)) {
    deps.log.error(
      { paymentIntentId: intent.providerIntentId, charged },
      'stripe charged an amount other than the validated total',
    );
    await refundUnfulfillable(deps, intent.id, CHARGED_OTHER_AMOUNT);
    return 'handled';
  }
  try {
    await completePayment(deps, intent.id, { alreadyCharged: true });
  } catch (error) {
    // Refused after payment (sold out meanwhile): refunded, and logged where that was decided.
    if (!(error instanceof DomainError)) throw error;
  }
  return 'handled';
}

/** A Connect event names the connected account; it must be the intent's store's account. */
async function sameAccount(db: Database, intent: IntentRecord, account: string | undefined): Promise<boolean> {
  if (!account) return true;
  const expected = (await findStoreSettings(db, intent.storeId))?.payment.connectedAccountId;
  return !expected || expected === account;
}
