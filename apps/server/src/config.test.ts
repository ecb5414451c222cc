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
