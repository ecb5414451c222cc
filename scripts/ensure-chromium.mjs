import { spawnSync } from 'node:child_process';
import { findChromium, findTestChromium } from './chromium-path.mjs';

/**
 * The browser tests drive Debian's Chromium, its headless shell when there is one. When neither
 * is found, install them with apt-get where we can (root on Debian), otherwise say exactly what
 * to install.
 */
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const aptInstall = (pkg) =>
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env }).status === 0;

const found = findChromium();
if (found) {
  // The headless shell only makes the tests faster: without it they run in the full browser.
  if (!process.env.CHROME_PATH && findTestChromium() === found && hasApt && isRoot) {
    console.log('Installing chromium-headless-shell for the browser tests…');
    if (!aptInstall('chromium-headless-shell')) console.log('Not installed: the tests use the full browser.');
  }
  console.log(`Chromium for the browser tests: ${findTestChromium()}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  process.exit(1);
}
if (!hasApt || !isRoot) {
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      '  On Debian or Ubuntu: sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROME_PATH to its executable.',
  );
  process.exit(1);
}
console.log("Chromium not found: installing Debian's chromium and chromium-headless-shell packages with apt-get…");
let installed = aptInstall('chromium');
if (!installed) {
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  installed = aptInstall('chromium');
}
if (installed) aptInstall('chromium-headless-shell');
if (!installed || !findChromium()) {
  console.error(
    'Installing chromium with apt-get failed. Install it by hand (apt-get install -y chromium) or set CHROME_PATH.',
  );
  process.exit(1);
}
console.log(`Chromium installed; the browser tests use ${findTestChromium()}`);
