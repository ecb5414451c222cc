import { spawn } from 'node:child_process';
import { firstFreePort } from './free-port.mjs';

/**
 * Development: the server (restarting on change) and Vite's dev servers with hot reload, side by
 * side: the storefront on :5173, the dashboard on :5174/admin/, or the next free ports when
 * something else has those, both proxying to the server on PORT (3000, or the next free one) with
 * the browser's Host kept: demo-split.localhost:5173 is demo-split. The development mailbox
 * (/dev/mailbox, loopback only) is on unless DEV_MAILBOX says otherwise.
 */
const serverPort = process.env.PORT ? Number(process.env.PORT) : await firstFreePort(3000);
const storefrontPort = await firstFreePort(5173, [serverPort]);
const dashboardPort = await firstFreePort(5174, [serverPort, storefrontPort]);
const env = { ...process.env, PORT: String(serverPort), DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true' };
const vite = (workspace, port) =>
  spawn('npm', ['run', 'dev', '-w', workspace, '--', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env,
  });

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  vite('@giftfront/storefront', storefrontPort),
  vite('@giftfront/dashboard', dashboardPort),
];
console.log(
  [
    '',
    `  Storefront (hot reload): http://localhost:${storefrontPort}  (other stores: http://demo-split.localhost:${storefrontPort})`,
    `  Dashboard (hot reload):  http://localhost:${dashboardPort}/admin/`,
    `  Server and API:          http://localhost:${serverPort}`,
    '',
  ].join('\n'),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
