import type { Database } from '../../../db/client.ts';
import { cancelIntentByProviderId, findIntentByProviderId, recordRefundOnce } from '../intent-repository.ts';
import type {
  CreateIntentInput,
  IntentRef,
  IntentState,
  IntentStatus,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  RefundRequest,
} from './payment-provider.ts';
import { randomString } from '../../../lib/random-id.ts';

/**
 * The default provider: no keys, no network. The payment_intents row is the intent itself, so
 * amount changes are the row's own update; confirmation happens in the sandbox routes.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly db: Database) {}

  async createIntent(_input: CreateIntentInput): Promise<ProviderIntent> {
    const providerIntentId = `pi_sb_${randomString(24)}`;
    return {
      providerIntentId,
      clientSecret: `${providerIntentId}_secret_${randomString(24)}`,
      status: 'requires_payment_method',
    };
  }

  async updateAmount(_ref: IntentRef, _amountMinor: number): Promise<void> {
    // The caller updates payment_intents.amount_minor, which is the sandbox intent's amount.
  }

  async retrieve(ref: IntentRef): Promise<IntentState> {
    const row = await findIntentByProviderId(this.db, ref.providerIntentId);
    if (!row) throw new Error(`No sandbox intent ${ref.providerIntentId}`);
    return { status: row.status as IntentStatus, amountMinor: row.amountMinor, currency: row.currency };
  }

  async cancel(ref: IntentRef): Promise<void> {
    await cancelIntentByProviderId(this.db, ref.providerIntentId);
  }

  /** The refund is recorded on the intent row, which is the sandbox's charge; asking again returns the same refund. */
  async refund(ref: IntentRef, _request: RefundRequest): Promise<ProviderRefund> {
    const row = await recordRefundOnce(this.db, ref.providerIntentId, `re_sb_${randomString(24)}`);
    if (!row) throw new Error(`No charged sandbox intent ${ref.providerIntentId} to refund`);
    return { refundId: row.refundId, amountMinor: row.amountMinor, currency: row.currency.toUpperCase() };
  }

  /** Nothing moves in the sandbox: the refund's own record (order_refunds) is all there is of it. */
  async refundPart(
    _ref: IntentRef,
    amount: { amountMinor: number; currency: string },
    _request: RefundRequest,
  ): Promise<ProviderRefund> {
    return {
      refundId: `re_sb_${randomString(24)}`,
      amountMinor: amount.amountMinor,
      currency: amount.currency.toUpperCase(),
    };
  }
}
