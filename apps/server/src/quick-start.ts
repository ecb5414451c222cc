import path from 'node:path';
import type { Config } from './config.ts';
import { mailFolder } from './modules/mail/index.ts';
import { apiDocsServed } from './plugins/openapi.ts';

/**
 * What `npm start` prints once it listens, outside production: where the storefront, the
 * dashboard (with the demo owner), the API reference and the mail it sends are.
 */
export function quickStartLines(
  config: Pick<Config, 'NODE_ENV' | 'API_DOCS' | 'SMTP_URL' | 'DATA_DIR' | 'DEFAULT_STORE'>,
  port: number,
  demoOwner: { email: string; password: string },
): string[] {
  const base = `http://localhost:${port}`;
  const folder = mailFolder(config.DATA_DIR);
  const relative = path.relative(process.cwd(), folder);
  const mailDir = relative && !relative.startsWith('..') ? `./${relative}` : folder;
  return [
    'Giftfront is running:',
    `  Storefront     ${base}  (store "${config.DEFAULT_STORE}"; any store at http://<store>.localhost:${port})`,
    `  Dashboard      ${base}/admin  (sign in as ${demoOwner.email}, password ${demoOwner.password})`,
    ...(apiDocsServed(config) ? [`  API reference  ${base}/api/docs`] : []),
    config.SMTP_URL
      ? '  Mail           sent through SMTP_URL'
      : `  Mail           written to ${mailDir}/<store>/ as .eml files; list them with npm run mail -- list`,
  ];
}
