import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is a number of proxy hops, none by default', () => {
    expect(trustProxy(undefined)).toBe(0);
    expect(trustProxy('false')).toBe(0);
    expect(trustProxy('0')).toBe(0);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it("refuses 'true', which would believe any X-Forwarded-For, naming the setting", () => {
    expect(() => trustProxy('true')).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: 'true' is no longer accepted: give the number of proxies/);
  });

  it('refuses anything else', () => {
    expect(() => trustProxy('yes')).toThrow(/TRUST_PROXY: must be false or the number of proxies/);
    expect(() => trustProxy('-1')).toThrow(ConfigError);
  });
});

describe('settings of the safety issue', () => {
  it('keeps the dev mailbox off unless DEV_MAILBOX=true', () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/);
  });

  it('refuses a short COOKIE_SECRET', () => {
    expect(() => loadConfig({ COOKIE_SECRET: 'short' })).toThrow(/COOKIE_SECRET: must be at least 32 characters/);
    expect(loadConfig({ COOKIE_SECRET: 'x'.repeat(32) }).COOKIE_SECRET).toBe('x'.repeat(32));
  });

  it('limits payment intents and request times by default', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_INTENT_LIMIT).toBe(30);
    expect(config.PAYMENT_INTENT_WINDOW_SECONDS).toBe(600);
    expect(config.REQUEST_TIMEOUT_SECONDS).toBe(30);
  });
});

describe('wallet settings (issue 30)', () => {
  const pem = '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----';

  it('has no wallet without its settings', () => {
    expect(loadConfig({}).wallet).toEqual({ apple: null, google: null });
  });

  it('refuses part of the Apple settings, naming what is missing, and a file that cannot be read', () => {
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: 'pass.example', APPLE_TEAM_ID: 'TEAM' })).toThrow(
      /missing APPLE_WWDR_CERT, APPLE_SIGNER_CERT, APPLE_SIGNER_KEY/,
    );
    expect(() =>
      loadConfig({
        APPLE_PASS_TYPE_ID: 'pass.example',
        APPLE_TEAM_ID: 'TEAM',
        APPLE_WWDR_CERT: '/nonexistent/wwdr.pem',
        APPLE_SIGNER_CERT: pem,
        APPLE_SIGNER_KEY: pem,
      }),
    ).toThrow(/APPLE_WWDR_CERT: is neither PEM\/JSON text nor a readable file/);
    expect(() => loadConfig({ APNS_KEY: pem })).toThrow(/APNS_KEY and APNS_KEY_ID go together/);
  });

  it('reads PEM text with escaped newlines, and a Google service account key', () => {
    const config = loadConfig({
      APPLE_PASS_TYPE_ID: 'pass.example',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_WWDR_CERT: pem,
      APPLE_SIGNER_CERT: pem,
      APPLE_SIGNER_KEY: pem,
      GOOGLE_WALLET_ISSUER_ID: '3388000000022',
      GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({ client_email: 'w@example.iam', private_key: 'k' }),
    });
    expect(config.wallet.apple).toMatchObject({
      passTypeIdentifier: 'pass.example',
      apnsHost: 'https://api.push.apple.com',
    });
    expect(config.wallet.apple!.wwdr).toBe('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----');
    expect(config.wallet.google).toMatchObject({ issuerId: '3388000000022', serviceAccountEmail: 'w@example.iam' });
    expect(() =>
      loadConfig({
        GOOGLE_WALLET_ISSUER_ID: '1',
        GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({ client_email: 'x' }),
      }),
    ).toThrow(/needs client_email and private_key/);
  });
});
