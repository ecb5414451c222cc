import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntent, VISA } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const NOT_CONFIGURED = { message: 'This store is not configured for payments.' };
const paymentSettings = {
  payment: { provider: 'sandbox' as const, connectedAccountId: 'acct_sandbox', publicKey: 'pk_sandbox' },
};

describe('sandbox payments in production', () => {
  let refusing: TestApp;
  let allowing: TestApp;
  beforeAll(async () => {
    refusing = await createTestApp({ NODE_ENV: 'production' });
    allowing = await createTestApp({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
  });
  afterAll(async () => {
    await refusing.close();
    await allowing.close();
  });

  it("are refused without ALLOW_SANDBOX_PAYMENTS: the checkout says 'This store is not configured for payments.'", async () => {
    const { slug } = await createStore(refusing.db, paymentSettings);
    const { res } = await createIntent(refusing, slug, 25);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(NOT_CONFIGURED);
  });

  it('confirm nothing without ALLOW_SANDBOX_PAYMENTS, whatever intent id is sent', async () => {
    const { slug } = await createStore(refusing.db, paymentSettings);
    const res = await refusing.app.inject({
      method: 'POST',
      url: '/api/Payment/Sandbox/Confirm',
      headers: hostOf(slug),
      payload: { paymentIntentId: 'pi_sb_x', clientSecret: 'pi_sb_x_secret_y', card: VISA },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(NOT_CONFIGURED);
  });

  it('are offered with ALLOW_SANDBOX_PAYMENTS=true to a store whose file says "provider": "sandbox"', async () => {
    const { slug } = await createStore(allowing.db, paymentSettings);
    const { res, paymentIntentId } = await createIntent(allowing, slug, 25);
    expect(res.statusCode).toBe(200);
    expect(paymentIntentId).toMatch(/^pi_sb_/);
  });
});
