import { spawn } from 'node:child_process';

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

const started = Date.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map(run));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed || 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
