import type { Config } from '../../../config.ts';

/** Sandbox payments take no money: production offers them only when the operator says so (ALLOW_SANDBOX_PAYMENTS). */
export const sandboxPaymentsAllowed = (config: Pick<Config, 'NODE_ENV' | 'ALLOW_SANDBOX_PAYMENTS'>): boolean =>
  config.NODE_ENV !== 'production' || config.ALLOW_SANDBOX_PAYMENTS;
