import type { Database } from '../../db/client.ts';
import { serverSecret } from '../../db/server-secret-repository.ts';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limits.ts';
import { secretBox } from './two-factor-secret.ts';
import { TWO_FACTOR_RULES, type TwoFactorDeps } from './two-factor.ts';

const made = new WeakMap<object, TwoFactorDeps>();

/**
 * One secret box and one pair of code counters per app (keyed on its database, which every
 * plugin scope shares), so the sign-in step, enrolment and turning it off count together.
 * The encryption key is a server secret made once per database (db/server-secret-repository.ts).
 */
export function twoFactorDeps(app: {
  db: Database;
  createRateLimiter: (rule: RateLimitRule) => RateLimiter;
}): TwoFactorDeps {
  let deps = made.get(app.db);
  if (!deps) {
    deps = {
      box: secretBox(() => serverSecret(app.db, 'two-factor-key')),
      limiters: {
        account: app.createRateLimiter(TWO_FACTOR_RULES.account),
        client: app.createRateLimiter(TWO_FACTOR_RULES.client),
      },
    };
    made.set(app.db, deps);
  }
  return deps;
}
