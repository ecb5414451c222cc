import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { freePort } from '../../apps/server/test/server-process.ts';
// @ts-expect-error a plain .mjs helper shared with scripts/
import { findChromium } from '../../scripts/chromium-path.mjs';

/** One Lighthouse run's figures. */
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every byte the page transferred (headers and bodies, compressed as sent). */
  totalBytes: number;
  /** The scripts' transferred bytes: JavaScript as served. */
  scriptBytes: number;
  /** Scripts the page had from the browser's cache (nothing transferred): a run that is not a cold load. */
  cachedScripts: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

export interface LighthouseBrowser {
  /** The browser's default context, whose storage Lighthouse's page shares. */
  context: BrowserContext;
  /** Audits the URL with Lighthouse's default (mobile, simulated slow 4G and 4× CPU) profile, performance only; BENCH_LIGHTHOUSE_REPORTS names a folder to keep each full report in. */
  audit(url: string, options?: { keepStorage?: boolean }): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

class RetryableRun extends Error {}

/** The Chromium the browser tests use, opened for Lighthouse on a debugging port; playwright-core drives it to prepare a page. */
export async function openLighthouseBrowser(): Promise<LighthouseBrowser> {
  const executablePath = findChromium() as string | null;
  if (!executablePath)
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${port}`,
      '--no-first-run',
      '--disable-background-networking',
    ],
  });

  /** Lighthouse asks to be run again when its trace missed the navigation (NO_NAVSTART); it is, twice at most. */
  async function audit(url: string, options: { keepStorage?: boolean } = {}): Promise<LighthouseFigures> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await auditOnce(url, options);
      } catch (error) {
        if (attempt >= 3 || !(error instanceof RetryableRun)) throw error;
        console.error(`  ${error.message}; running it again`);
      }
    }
  }

  async function auditOnce(url: string, { keepStorage = false } = {}): Promise<LighthouseFigures> {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(
        path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`),
        JSON.stringify(result.lhr),
      );
    }
    if (runtimeError) {
      const message = `Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`;
      throw /run Lighthouse again/i.test(runtimeError.message) ? new RetryableRun(message) : new Error(message);
    }
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      totalBytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      cachedScripts: scripts.filter((request) => !request.transferSize && (request.resourceSize ?? 0) > 0).length,
    };
  }

  return {
    context,
    audit,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
