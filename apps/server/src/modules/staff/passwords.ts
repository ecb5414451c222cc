import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Config } from '../../config.ts';

interface ScryptCost {
  log2N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt settings (N=2^15, r=8, p=3: 32 MiB, about 0.3 s here). Tests (NODE_ENV=test)
 * use a cheap cost so a suite can sign in hundreds of times; development and production never do.
 */
const STANDARD: ScryptCost = { log2N: 15, r: 8, p: 3 };
const TESTS_ONLY: ScryptCost = { log2N: 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { log2N, r, p }: ScryptCost): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$15$8$3$<salt>$<hash>`: the cost travels with the hash, so it can be raised later. */
function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | null {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.log2N > 20) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
}

export function passwordHasher(config: Pick<Config, 'NODE_ENV'>): PasswordHasher {
  const cost = config.NODE_ENV === 'test' ? TESTS_ONLY : STANDARD;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
  // An unknown email or an account without a password costs as much as a wrong password,
  // so the time of the answer does not tell which emails have accounts.
  let decoy: Promise<string> | null = null;
  return {
    hash,
    async verify(password, stored) {
      const parsed = stored ? parse(stored) : null;
      if (!parsed) {
        decoy ??= hash('decoy password that matches nothing');
        const fake = parse(await decoy)!;
        await derive(password, fake.salt, fake.cost);
        return false;
      }
      const key = await derive(password, parsed.salt, parsed.cost);
      return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    },
  };
}
