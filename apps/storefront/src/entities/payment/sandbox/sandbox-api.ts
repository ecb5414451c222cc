import { apiPaths } from '@giftfront/domain/api-paths';
import { apiPost } from '@/lib/api-client';

/** The sandbox provider's card calls (decision 0003): the server plays the test cards. */
export interface SandboxResult {
  status: 'succeeded' | 'requires_action';
  paymentIntentId: string;
}

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

export const confirmSandboxPayment = (body: { paymentIntentId: string; clientSecret: string; card: SandboxCard; billingDetails?: Record<string, unknown> }) =>
  apiPost<SandboxResult>(apiPaths.sandboxConfirm, body);

export const authenticateSandboxPayment = (body: { paymentIntentId: string; clientSecret: string; outcome: 'complete' | 'fail' }) =>
  apiPost<SandboxResult>(apiPaths.sandboxAuthenticate, body);
