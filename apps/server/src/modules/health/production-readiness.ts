import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobLog } from '../jobs/index.ts';
import { NOT_CONFIGURED } from '../payments/index.ts';
import { listStoreSettings, type StoreRecord } from '../stores/index.ts';

export interface Finding {
  level: 'warn' | 'error';
  message: string;
}

type ReadinessConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'SMTP_URL'
  | 'PUBLIC_URL_TEMPLATE'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'ALLOW_SANDBOX_PAYMENTS'
  | 'TRUST_PROXY'
>;

const names = (stores: Array<{ slug: string }>) => stores.map((store) => `"${store.slug}"`).join(', ');

/**
 * What a production start lacks (docs/deploying.md): settings left at their development defaults,
 * Stripe keys a store needs, and stores whose sandbox payments production refuses. Nothing outside
 * production: development runs on those defaults on purpose.
 */
export function productionFindings(
  config: ReadinessConfig,
  stores: Array<Pick<StoreRecord, 'slug' | 'settings'>>,
): Finding[] {
  if (config.NODE_ENV !== 'production') return [];
  const findings: Finding[] = [];
  const warn = (message: string) => findings.push({ level: 'warn', message });
  if (!config.SMTP_URL)
    warn('SMTP_URL is not set: no mail reaches anyone (receipts and gift emails stay in the database outbox).');
  if (/\/\/\{store\}\.localhost[:/]|\/\/localhost[:/]/.test(config.PUBLIC_URL_TEMPLATE))
    warn(
      `PUBLIC_URL_TEMPLATE is ${config.PUBLIC_URL_TEMPLATE}: links in mails point at localhost. Set the stores' public address, e.g. https://{store}.example.com.`,
    );
  if (config.PUBLIC_URL_TEMPLATE.startsWith('https://') && config.TRUST_PROXY === 0)
    warn(
      'PUBLIC_URL_TEMPLATE is https but TRUST_PROXY is not set: behind the proxy that ends TLS, every client has its address and requests look like plain http. Set TRUST_PROXY to the number of proxies in front of the server (docs/deploying.md).',
    );
  if (stores.length === 0) warn('There are no stores yet: import one with npm run store -- import <file>.');

  const stripeStores = stores.filter((store) => store.settings.payment.provider === 'stripe');
  if (stripeStores.length && !config.STRIPE_SECRET_KEY)
    warn(
      `STRIPE_SECRET_KEY is not set, and stores ${names(stripeStores)} take payments with Stripe: their checkout says '${NOT_CONFIGURED}'`,
    );
  if (stripeStores.length && !config.STRIPE_WEBHOOK_SECRET)
    warn(
      `STRIPE_WEBHOOK_SECRET is not set, and stores ${names(stripeStores)} take payments with Stripe: payment events from Stripe are refused.`,
    );

  const sandboxStores = stores.filter((store) => store.settings.payment.provider !== 'stripe');
  if (config.ALLOW_SANDBOX_PAYMENTS) {
    if (sandboxStores.length)
      warn(
        `ALLOW_SANDBOX_PAYMENTS is true: stores ${names(sandboxStores)} take sandbox payments, which charge nobody.`,
      );
  } else {
    for (const store of sandboxStores)
      findings.push({
        level: 'error',
        message: `Store "${store.slug}" is set up for sandbox payments, which production refuses without ALLOW_SANDBOX_PAYMENTS=true: its checkout says '${NOT_CONFIGURED}'`,
      });
  }
  return findings;
}

/** Logs each finding at start, at warn or error. */
export async function reportProductionReadiness(
  db: Database,
  config: ReadinessConfig,
  log: JobLog,
): Promise<Finding[]> {
  const findings = productionFindings(config, config.NODE_ENV === 'production' ? await listStoreSettings(db) : []);
  for (const finding of findings) log[finding.level](finding.message);
  return findings;
}
