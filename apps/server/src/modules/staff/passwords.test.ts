import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { passwordHasher } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a random salt each time', async () => {
    const hasher = passwordHasher(testConfig());
    const a = await hasher.hash('correct horse battery');
    const b = await hasher.hash('correct horse battery');
    expect(a).not.toBe(b);
    expect(await hasher.verify('correct horse battery', a)).toBe(true);
    expect(await hasher.verify('correct horse batterY', a)).toBe(false);
    expect(await hasher.verify('anything', null)).toBe(false);
    expect(await hasher.verify('anything', 'bcrypt$garbage')).toBe(false);
  });

  it("uses OWASP's scrypt cost outside tests, and reads the cost from the stored hash", async () => {
    const production = passwordHasher({ NODE_ENV: 'production' });
    const stored = await production.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    // A hash made at another cost still verifies.
    expect(await passwordHasher(testConfig()).verify('correct horse battery', stored)).toBe(true);
    expect(await passwordHasher({ NODE_ENV: 'development' }).hash('x')).toMatch(/^scrypt\$15\$8\$3\$/);
  });
});
