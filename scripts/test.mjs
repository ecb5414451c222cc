import { spawnSync } from 'node:child_process';

/** `npm test`: every check, in the order that fails fastest. */
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and server tests', 'npm', ['run', 'test:unit']],
  ['storefront build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];
const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
