import { spawn } from 'node:child_process';

/** Development: the server (restarting on change) and Vite's dev server with hot reload, side by side. */
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@giftfront/storefront'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
