import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

/**
 * The browser tests drive Debian's Chromium. When none is found, install it with apt-get where
 * we can (root on Debian), otherwise say exactly what to install.
 */
const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!hasApt || !isRoot) {
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian or Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.',
  );
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium package with apt-get…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
if (result.status !== 0) {
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}
if (result.status !== 0 || !findChromium()) {
  console.error(
    'Installing chromium with apt-get failed. Install it by hand (apt-get install -y chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}
console.log(`Chromium installed: ${findChromium()}`);
