import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint, takeOutScripts } from './scripts-after-first-paint.ts';

/** The page as renderPage sends a rendered one: the scripts out of <head>, the loader at the end of <body>. */
function withScriptsAfterFirstPaint(page: string): string {
  const { html, scripts } = takeOutScripts(page);
  return scripts ? html.replace('</body>', () => `${scriptsAfterFirstPaint(scripts)}</body>`) : html;
}

const PAGE = [
  '<html><head><title>Shop</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">',
  '<link rel="modulepreload" crossorigin href="/assets/gift-card-page-1.js" />',
  '</head><body><div id="root"><h1>Classic</h1></div></body></html>',
].join('');

const inlineScript = (html: string) => /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';

interface Appended {
  tag: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}

type Paint = 'first-paint' | 'first-contentful-paint';

/**
 * Runs the inline script against a stand-in window and document whose paints, frames, timers and
 * visibility changes the test releases; `paintTiming: false` is a browser without paint timing.
 */
function runScript(
  html: string,
  {
    visibilityState = 'visible',
    paintTiming = true,
  }: { visibilityState?: 'visible' | 'hidden'; paintTiming?: boolean } = {},
) {
  const appended: Appended[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const listeners: Array<() => void> = [];
  const observers: Array<(paint: Paint) => void> = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    connected = false;
    constructor(
      private callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PerformanceObserver) => void,
    ) {}
    observe(options: { type: string }) {
      expect(options.type).toBe('paint');
      this.connected = true;
      observers.push(
        (paint) => this.connected && this.callback({ getEntriesByName: (name) => (name === paint ? [{}] : []) }, this),
      );
    }
    disconnect() {
      this.connected = false;
    }
  }
  const window = {
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  };
  const document = {
    visibilityState,
    head: { appendChild: (element: Appended) => appended.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && listeners.push(listener),
  };
  new Function('window', 'document', inlineScript(html))(window, document);
  return {
    appended,
    paint: (paint: Paint) => observers.forEach((observer) => observer(paint)),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    runTimers: (delay: number) => timers.filter((timer) => timer.delay === delay).forEach((timer) => timer.callback()),
    changeVisibility: () => listeners.forEach((listener) => listener()),
  };
}

const ASKED_FOR = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/runtime-abc.js', crossOrigin: 'anonymous' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/gift-card-page-1.js', crossOrigin: 'anonymous' },
  { tag: 'script', type: 'module', src: '/assets/index-abc.js', crossOrigin: 'anonymous' },
];

describe('scripts asked for after the first paint', () => {
  it('takes the entry script and every module preload out of <head> into one script at the end of <body>', () => {
    const html = withScriptsAfterFirstPaint(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain('<div id="root"><h1>Classic</h1></div><script>');
    expect(inlineScript(html)).toContain(
      '"/assets/index-abc.js",["/assets/runtime-abc.js","/assets/gift-card-page-1.js"]',
    );
  });

  it('asks for nothing until the first contentful paint, then for the preloads and the entry, as the built tags did, once', () => {
    const page = runScript(withScriptsAfterFirstPaint(PAGE));
    page.frame();
    page.runTimers(0);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(ASKED_FOR);
    page.paint('first-contentful-paint');
    page.runTimers(3000);
    page.changeVisibility();
    expect(page.appended).toEqual(ASKED_FOR);
  });

  it('asks after the first frame where the browser has no paint timing', () => {
    const page = runScript(withScriptsAfterFirstPaint(PAGE), { paintTiming: false });
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([]);
    page.runTimers(0);
    expect(page.appended).toEqual(ASKED_FOR);
  });

  it('asks at once in a hidden tab, when the tab is hidden before painting, and after 3 s whatever happened', () => {
    expect(runScript(withScriptsAfterFirstPaint(PAGE), { visibilityState: 'hidden' }).appended).toEqual(ASKED_FOR);
    const hiddenLater = runScript(withScriptsAfterFirstPaint(PAGE));
    hiddenLater.changeVisibility();
    expect(hiddenLater.appended).toEqual(ASKED_FOR);
    const neverPainted = runScript(withScriptsAfterFirstPaint(PAGE));
    neverPainted.runTimers(3000);
    expect(neverPainted.appended).toEqual(ASKED_FOR);
  });

  it('keeps a URL from closing the inline script', () => {
    const html = withScriptsAfterFirstPaint(PAGE.replace('/assets/index-abc.js', '/assets/</script>.js'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('leaves a page without the built entry script as it is', () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterFirstPaint(page)).toBe(page);
  });
});
