import { describe, expect, it } from 'vitest';
import { storeSlugFromHost } from './host.ts';

describe('storeSlugFromHost', () => {
  it.each([
    ['acme.example.com', 'acme'],
    ['acme.localhost:3000', 'acme'],
    ['ACME.Example.com.', 'acme'],
    ['localhost', 'demo'],
    ['localhost:3000', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['[::1]:3000', 'demo'],
    ['example.com', 'demo'],
    ['www.example.com', 'demo'],
    ['', 'demo'],
  ])('maps %s to %s', (host, slug) => {
    expect(storeSlugFromHost(host, 'demo')).toBe(slug);
  });

  it('serves the default store when no host is sent', () => {
    expect(storeSlugFromHost(undefined, 'fallback')).toBe('fallback');
  });
});
