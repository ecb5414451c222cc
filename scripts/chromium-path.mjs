import fs from 'node:fs';

const firstThere = (candidates) => candidates.filter(Boolean).find((candidate) => fs.existsSync(candidate)) ?? null;

/** Where Chromium is: CHROME_PATH, else Debian's and other usual places. */
export function findChromium() {
  return firstThere([
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ]);
}

/**
 * The browser for the browser tests: CHROME_PATH when set, else Debian's headless shell (the
 * chromium-headless-shell package, Chromium without its desktop user interface, which ran the
 * suite about 30% faster than the full browser, decision 0230), else the full browser.
 */
export function findTestChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  return firstThere(['/usr/bin/chromium-headless-shell']) ?? findChromium();
}
