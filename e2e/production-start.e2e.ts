import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { requestOn } from '../apps/server/test/http-request';
import { freePort, spawnServer, type ServerProcess } from '../apps/server/test/server-process';

import { installBudgetMegabytes, shippedFiles } from './support/shipped-files';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const STORE = 'demo-split';

/** What a deployment gets, as docs/deploying.md lists it: the manifests, the lockfile and the build output. */
const SHIPPED = shippedFiles(repoRoot);

let deployDir: string;
let server: ServerProcess;
let port: number;
let imported: { stdout: string; stderr: string };

const productionEnv = () => ({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: path.join(deployDir, 'data'),
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
});
const on = (slug: string, pathname: string, options?: Parameters<typeof requestOn>[3]) =>
  requestOn(`http://127.0.0.1:${port}`, `${slug}.localhost:${port}`, pathname, options);

/**
 * The documented production start (docs/deploying.md) from the build of `npm run build`, in a
 * folder with nothing but what a deployment ships: `npm ci --omit=dev` (from the npm cache), the
 * operator's `npm run store -- import`, then `npm run start:production`'s command.
 */
test.beforeAll(async () => {
  // npm ci of the deployment and the first start take minutes on a busy machine.
  test.setTimeout(240_000);
  for (const built of ['apps/server/dist/main.js', 'apps/storefront/dist/index.html', 'apps/dashboard/dist/index.html'])
    if (!fs.existsSync(path.join(repoRoot, built)))
      throw new Error(`No ${built}: run \`npm run build\` before the browser tests.`);
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-deploy-'));
  for (const item of SHIPPED) fs.cpSync(path.join(repoRoot, item), path.join(deployDir, item), { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: deployDir,
    timeout: 150_000,
  });

  imported = await run(
    'npm',
    ['run', '--silent', 'store', '--', 'import', path.join(repoRoot, 'stores', `${STORE}.json`)],
    { cwd: deployDir, env: productionEnv() },
  );

  const script = (
    JSON.parse(fs.readFileSync(path.join(deployDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts['start:production']!;
  expect(script.startsWith('NODE_ENV=production node ')).toBe(true);
  port = await freePort();
  server = spawnServer(
    { NODE_ENV: 'production', PORT: String(port), DATA_DIR: path.join(deployDir, 'data') },
    { cwd: deployDir, args: script.slice('NODE_ENV=production node '.length).split(' ') },
  );
  await server.ready(port, 60_000);
});

test.afterAll(async () => {
  await server?.stop();
  if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
});

test.describe('a production install (npm ci --omit=dev) of the build', () => {
  test('has no dev dependency and no TypeScript loader', () => {
    for (const devOnly of ['tsx', 'vite', 'typescript', 'vitest', 'esbuild', 'drizzle-kit'])
      expect(fs.existsSync(path.join(deployDir, 'node_modules', devOnly))).toBe(false);
  });

  test('installs within the size docs/deploying.md states', () => {
    const megabytes = Number(
      execFileSync('du', ['-sm', path.join(deployDir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0],
    );
    expect(megabytes).toBeLessThanOrEqual(installBudgetMegabytes(repoRoot));
  });

  test('imports a store with npm run store -- import in production', () => {
    expect(imported.stdout).toContain(`Created store "${STORE}" (Juniper & Co., Active)`);
  });

  test("serves /healthz, the store's page in Chromium, its API and its images", async ({ site }) => {
    expect((await on(STORE, '/healthz')).status).toBe(200);
    const dashboard = await on(STORE, '/admin');
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers['content-type']).toContain('text/html');
    const settings = await on(STORE, '/api/Store/StoreSettings');
    expect(settings.json<{ company: { name: string } }>().company.name).toBe('Juniper & Co.');
    const logo = await on(STORE, `/uploads/${STORE}/images/juniper-logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');

    const page = await site.newPage();
    await page.goto(`http://${STORE}.localhost:${port}/`);
    await page.getByTestId('site-header').waitFor();
    await expect.poll(() => page.title()).toContain('Juniper & Co.');
    await page.close();
  });

  test('imports no demo store and takes no sandbox payment, saying why at start', async () => {
    expect((await on('demo', '/api/Store/StoreSettings')).status).toBe(404);
    const intent = await on(STORE, '/api/Payment/CreatePaymentIntent', {
      method: 'POST',
      json: { amount: 25, currency: 'usd' },
    });
    expect(intent.status).toBe(503);
    expect(intent.json()).toEqual({ message: 'This store is not configured for payments.' });
    expect(server.output()).toContain(
      `Store \\"${STORE}\\" is set up for sandbox payments, which production refuses without ALLOW_SANDBOX_PAYMENTS=true`,
    );
    expect(server.output()).toContain('SMTP_URL is not set');
    expect(server.output()).toContain('PUBLIC_URL_TEMPLATE is http://{store}.localhost:3000');
  });

  test('drains and exits cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
  });
});
