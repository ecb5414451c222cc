import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { paymentIntents } from '../db/schema/index.ts';
import type { CreateIntentInput, IntentRef, IntentState, IntentStatus, PaymentProvider, ProviderIntent } from './payment-provider.ts';
import { randomString } from './random-id.ts';

/**
 * The default provider: no keys, no network. The payment_intents row is the intent itself, so
 * amount changes are the row's own update; confirmation happens in the sandbox routes.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Database) {}

  async createIntent(_input: CreateIntentInput): Promise<ProviderIntent> {
    const providerIntentId = `pi_sb_${randomString(24)}`;
    return { providerIntentId, clientSecret: `${providerIntentId}_secret_${randomString(24)}`, status: 'requires_payment_method' };
  }

  async updateAmount(_ref: IntentRef, _amountMinor: number): Promise<void> {
    // The caller updates payment_intents.amount_minor, which is the sandbox intent's amount.
  }

  async retrieve(ref: IntentRef): Promise<IntentState> {
    const [row] = await this.db
      .select({ status: paymentIntents.status, amountMinor: paymentIntents.amountMinor, currency: paymentIntents.currency })
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, ref.providerIntentId))
      .limit(1);
    if (!row) throw new Error(`No sandbox intent ${ref.providerIntentId}`);
    return { status: row.status as IntentStatus, amountMinor: row.amountMinor, currency: row.currency };
  }

  async cancel(ref: IntentRef): Promise<void> {
    await this.db.update(paymentIntents).set({ status: 'canceled' }).where(eq(paymentIntents.providerIntentId, ref.providerIntentId));
  }
}
