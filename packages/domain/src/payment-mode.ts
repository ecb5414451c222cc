/**
 * Whether a store's payments are test payments (decision 0077): the sandbox, or Stripe with a
 * test publishable key (pk_test_…). No money is taken; the dashboard says so on every page.
 * Zod-free: both apps may import it.
 */
export function takesTestPayments(
  payment: { provider?: string | null; publicKey?: string | null } | undefined,
): boolean {
  if (!payment || payment.provider !== 'stripe') return true;
  return typeof payment.publicKey === 'string' && payment.publicKey.startsWith('pk_test_');
}
