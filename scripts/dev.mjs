import { spawn } from 'node:child_process';

/**
 * Development: the server (restarting on change) and Vite's dev servers with hot reload, side by
 * side: the storefront on :5173, the dashboard on :5174/admin/, both proxying to the server on
 * PORT (3000 unless set) with the browser's Host kept: demo-split.localhost:5173 is demo-split. The development mailbox
 * (/dev/mailbox, loopback only) is on unless DEV_MAILBOX says otherwise.
 */
const serverEnv = { ...process.env, DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true' };
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '-w', '@giftfront/storefront'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@giftfront/dashboard'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
