import { afterEach, describe, expect, it } from 'vitest';
import { insertEmbedMarkup } from './custom-embed-script';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('custom embed script', () => {
  it('inserts the markup into the head', () => {
    insertEmbedMarkup('<meta name="store-tag" content="x"><link rel="preconnect" href="https://cdn.test">');
    expect(document.head.querySelector('meta[name="store-tag"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="preconnect"]')).not.toBeNull();
  });

  it('keeps the attributes and code of scripts (their running is checked in the browser tests)', () => {
    const [script] = insertEmbedMarkup(
      '<script data-store="acme" async>window.loaded = 1;</script>',
    ) as HTMLScriptElement[];
    expect(script!.tagName).toBe('SCRIPT');
    expect(script!.getAttribute('data-store')).toBe('acme');
    expect(script!.hasAttribute('async')).toBe(true);
    expect(script!.text).toBe('window.loaded = 1;');
    expect(document.head.contains(script!)).toBe(true);
  });

  it('recreates scripts nested in other markup', () => {
    insertEmbedMarkup('<noscript></noscript><div><script src="https://cdn.test/a.js"></script></div>');
    expect(document.head.querySelector('div script[src="https://cdn.test/a.js"]')).not.toBeNull();
  });
});
