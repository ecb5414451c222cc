import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it('knows this machine in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
  });

  it('refuses every other address, and none at all', () => {
    for (const address of [
      '10.0.0.1',
      '192.168.1.5',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '128.0.0.1',
      '127.example.com',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
