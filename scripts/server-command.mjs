import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run store` and `npm run mail`: the TypeScript sources through tsx where the dev
 * dependencies are installed (a checkout), the compiled command of apps/server/dist where they are
 * not (a production install, `npm ci --omit=dev`, after `npm run build`).
 */
const [command, ...args] = process.argv.slice(2);
const repoRoot = path.resolve(import.meta.dirname, '..');
const hasTsx = (() => {
  try {
    import.meta.resolve('tsx');
    return true;
  } catch {
    return false;
  }
})();
const compiled = path.join(repoRoot, 'apps/server/dist', `${command}.js`);
const source = path.join(repoRoot, 'apps/server/src/cli', `${command}.ts`);
if (!hasTsx && !fs.existsSync(compiled)) {
  console.error(`No compiled ${command} command at ${compiled}: run npm run build first.`);
  process.exit(1);
}
const child = spawn(
  process.execPath,
  hasTsx ? ['--import', 'tsx', source, ...args] : ['--enable-source-maps', compiled, ...args],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
