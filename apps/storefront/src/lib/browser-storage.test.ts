import { afterEach, describe, expect, it, vi } from 'vitest';
import { usableStorage } from './browser-storage';

afterEach(() => vi.restoreAllMocks());

describe('usableStorage', () => {
  it('gives the storage when it can be written, leaving nothing behind', () => {
    expect(usableStorage('localStorage')).toBe(window.localStorage);
    expect(usableStorage('sessionStorage')).toBe(window.sessionStorage);
    expect(window.localStorage.length).toBe(0);
  });

  it('gives null where the browser refuses to store (private mode, full or blocked storage)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(usableStorage('localStorage')).toBeNull();
    expect(usableStorage('sessionStorage')).toBeNull();
  });
});
