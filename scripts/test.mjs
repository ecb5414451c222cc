import { spawn } from 'node:child_process';
import { checkAndRemoveCanary, plantCanary } from './foreign-database-canary.mjs';

/** `npm test`: every check, in the order that fails fastest; typecheck and lint side by side. */
const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  [['unit and server tests', 'npm', ['run', 'test:unit']]],
  [['storefront build', 'npm', ['run', 'build']]],
  [['browser tests', 'npm', ['run', 'test:e2e']]],
];

function run([name, command, args]) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
      else console.error(`\n✖ ${name} failed (exit ${code ?? signal}).`);
      resolve(code ?? 1);
    });
  });
}

/** With PostgreSQL, the server suites run beside a database they did not make, which must survive them. */
async function runGuarded(stage) {
  const base = process.env.TEST_DATABASE_URL;
  const guarded = base && stage.some(([name]) => name === 'unit and server tests');
  const canary = guarded ? await plantCanary(base) : null;
  const codes = await Promise.all(stage.map(run));
  if (canary && !(await checkAndRemoveCanary(base, canary))) {
    console.error(`\n✖ The server suites dropped "${canary}", a database they did not create.`);
    return [1];
  }
  return codes;
}

const started = Date.now();
for (const stage of stages) {
  const codes = await runGuarded(stage);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed || 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
