import { timingSafeEqual } from 'node:crypto';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, DomainError, notFound } from '../../lib/domain-errors.ts';
import {
  SANDBOX_MESSAGES,
  type SandboxAuthenticateBody,
  type SandboxConfirmBody,
  type SandboxResult,
} from '@giftfront/domain/sandbox-card';
import { checkSandboxCard } from '../payments/index.ts';
import { openHolds } from '../gift-cards/index.ts';
import { snapshotTotal, validatedSnapshotSchema, type ValidatedSnapshot } from '../payments/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { findStoreIntent, lockStoreIntent, updateIntent, type IntentRecord } from '../payments/index.ts';
import { completeLockedPayment, completePayment, failPayment } from './payment-outcome.ts';
import type { RefundDeps } from './refund-unfulfillable.ts';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The store's sandbox intent as read (null: none), proven by its client secret as the browser holds it. */
function provenSandboxIntent(intent: IntentRecord | null, clientSecret: string): IntentRecord {
  if (!intent || intent.provider !== 'sandbox' || !sameSecret(intent.clientSecret, clientSecret))
    throw notFound('Payment intent not found');
  if (intent.status === 'canceled') throw conflict('This payment was canceled. Please start again.');
  return intent;
}

/** The store's sandbox intent, proven by its client secret as the browser holds it. */
export async function findSandboxIntent(
  db: Database,
  store: StoreRecord,
  paymentIntentId: string,
  clientSecret: string,
): Promise<IntentRecord> {
  return provenSandboxIntent(await findStoreIntent(db, store.id, paymentIntentId), clientSecret);
}

/**
 * Nothing is charged unless ValidateOrder priced this intent and its gift card holds still stand;
 * returns the validated order.
 */
async function readyToCharge(db: Executor, intent: IntentRecord): Promise<ValidatedSnapshot> {
  const snapshot = validatedSnapshotSchema.safeParse(intent.validatedOrder);
  if (!snapshot.success || snapshotTotal(snapshot.data) !== intent.amountMinor)
    throw conflict('Please validate the order before paying.');
  if (snapshot.data.kind !== 'order' || snapshot.data.giftCards.length === 0) return snapshot.data;
  const held = await openHolds(db, intent.id);
  if (
    snapshot.data.giftCards.some(
      (spend) => !held.some((h) => h.giftCardId === spend.giftCardId && h.amountMinor === spend.amountMinor),
    )
  )
    throw conflict('The gift card amounts held for this order were released. Please review your order and try again.');
  return snapshot.data;
}

const succeeded = (intent: IntentRecord): SandboxResult => ({
  status: 'succeeded',
  paymentIntentId: intent.providerIntentId,
});

/** POST /api/Payment/Sandbox/Confirm: the sandbox test cards (decision 0003); success fulfils at once. */
export async function confirmSandboxPayment(
  deps: RefundDeps,
  store: StoreRecord,
  body: Pick<SandboxConfirmBody, 'paymentIntentId' | 'clientSecret' | 'card'>,
): Promise<SandboxResult> {
  const { db } = deps;
  const card = checkSandboxCard(body.card);
  if (card.ok && card.outcome === 'succeeds') return confirmSucceedingCard(deps, store, body, card);
  const intent = await findSandboxIntent(db, store, body.paymentIntentId, body.clientSecret);
  if (intent.status === 'succeeded') {
    await completePayment(deps, intent.id, { alreadyCharged: true });
    return succeeded(intent);
  }
  if (intent.status === 'requires_action') throw conflict('This payment is waiting for authentication.');
  await readyToCharge(db, intent);
  if (!card.ok) throw new DomainError('invalid', card.message);
  switch (card.outcome) {
    case 'declined':
    case 'insufficient_funds': {
      const message = card.outcome === 'declined' ? SANDBOX_MESSAGES.declined : SANDBOX_MESSAGES.insufficientFunds;
      await failPayment(db, intent.id, { status: 'requires_payment_method', message, cardLast4: card.last4 });
      throw new DomainError('payment-refused', message);
    }
    case 'requires_authentication':
      await updateIntent(db, intent.id, {
        status: 'requires_action',
        cardLast4: card.last4,
        cardBrand: card.brand,
        lastError: null,
      });
      return { status: 'requires_action', paymentIntentId: intent.providerIntentId };
    case 'succeeds':
      // Answered above, before the intent was read; here so the switch names every outcome.
      return confirmSucceedingCard(deps, store, body, card);
  }
}

/**
 * A test card that succeeds (checkout's usual case): the same checks and answers as the other
 * cards', made on the intent as the fulfilling transaction locks it, so it is read and its
 * validated order parsed once (issue 24); a refusal writes nothing.
 */
async function confirmSucceedingCard(
  deps: RefundDeps,
  store: StoreRecord,
  body: Pick<SandboxConfirmBody, 'paymentIntentId' | 'clientSecret'>,
  card: { last4: string; brand: string | null },
): Promise<SandboxResult> {
  let confirmed: IntentRecord | undefined;
  await completeLockedPayment(deps, async (tx) => {
    const intent = provenSandboxIntent(await lockStoreIntent(tx, store.id, body.paymentIntentId), body.clientSecret);
    confirmed = intent;
    if (intent.status === 'succeeded') return { intent, alreadyCharged: true };
    if (intent.status === 'requires_action') throw conflict('This payment is waiting for authentication.');
    const snapshot = await readyToCharge(tx, intent);
    return { intent, alreadyCharged: false, card: { cardLast4: card.last4, cardBrand: card.brand }, store, snapshot };
  });
  return succeeded(confirmed!);
}

/** POST /api/Payment/Sandbox/Authenticate: the 3-D Secure dialog's two buttons. */
export async function authenticateSandboxPayment(
  deps: RefundDeps,
  store: StoreRecord,
  body: SandboxAuthenticateBody,
): Promise<SandboxResult> {
  const { db } = deps;
  const intent = await findSandboxIntent(db, store, body.paymentIntentId, body.clientSecret);
  if (intent.status === 'succeeded') return succeeded(intent);
  if (intent.status !== 'requires_action') throw conflict('This payment is not waiting for authentication.');
  if (body.outcome === 'fail') {
    await failPayment(db, intent.id, {
      status: 'requires_payment_method',
      message: SANDBOX_MESSAGES.authenticationFailed,
    });
    throw new DomainError('payment-refused', SANDBOX_MESSAGES.authenticationFailed);
  }
  await readyToCharge(db, intent);
  await completePayment(deps, intent.id, { alreadyCharged: false, store });
  return succeeded(intent);
}
