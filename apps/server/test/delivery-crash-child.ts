/**
 * A mail sender killed (SIGKILL) by delivery-crash.test.ts: the delivery worker of one server
 * instance, sending due gift emails to the test's SMTP sink. `run` sends until it is killed;
 * `finish` sends until every delivery is sent, then stops and exits.
 */
import { count, eq } from 'drizzle-orm';
import { testConfig } from '../src/config.ts';
import { fromPglite, fromPostgres, openPglite } from '../src/db/client.ts';
import { deliveries } from '../src/db/schema/index.ts';
import { deliveryComposers } from '../src/delivery-composers.ts';
import { registerDeliveryWorker } from '../src/modules/deliveries/delivery-worker.ts';
import { JobRunner } from '../src/modules/jobs/job-runner.ts';
import { silentLog } from '../src/modules/jobs/job-log.ts';
import { smtpTransport } from '../src/modules/mail/transport.ts';
import { testLinkSigner } from './link-signer.ts';

const [mode, target, smtpUrl, total] = process.argv.slice(2) as [string, string, string, string];
const handle = target.startsWith('postgres') ? fromPostgres(target) : fromPglite(await openPglite(target));
const config = testConfig({
  SMTP_URL: smtpUrl,
  JOBS_POLL_INTERVAL_MS: '100',
  // A dead sender's rows are taken back after 3 s without a heartbeat (30 s in production).
  DELIVERY_STALE_SECONDS: '3',
});
const mail = smtpTransport(config);
const runner = new JobRunner(handle, config, silentLog);
registerDeliveryWorker(
  runner,
  { db: handle.db, config, mail, log: silentLog, links: testLinkSigner(), composers: deliveryComposers },
  { batchSize: 100 },
);
await runner.start();
process.stdout.write('STARTED\n');

if (mode === 'finish') {
  const sent = async () =>
    (await handle.db.select({ n: count() }).from(deliveries).where(eq(deliveries.state, 'sent')))[0]!.n;
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      sent()
        .then((n) => {
          if (n < Number(total)) return;
          clearInterval(check);
          resolve();
        })
        .catch(() => undefined);
    }, 200);
  });
  await runner.stop();
  await mail.close();
  await handle.close();
  process.stdout.write('FINISHED\n');
  process.exit(0);
} else {
  // Keeps the process alive while it waits to be killed.
  setInterval(() => undefined, 60_000);
}
