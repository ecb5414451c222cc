import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findStoreBySlug } from '../stores/index.ts';
import { addStaffUser } from './add-staff-user.ts';
import { passwordHasher } from './passwords.ts';
import { findStaffByEmail } from './staff-repository.ts';

/** The shipped demo stores' owner, printed in the README. Never created in production. */
export const DEMO_OWNER = { email: 'owner@demo.test', password: 'demo-owner-2468', name: 'Demo Owner' } as const;
const DEMO_STORES = ['demo', 'demo-split'];

/**
 * Gives each demo store present its owner when it has none with that email (a changed password
 * is left alone). Runs at every start outside production, so the browser tests (NODE_ENV=test)
 * sign in as this owner too.
 */
export async function ensureDemoOwners(db: Database, config: Config): Promise<string[]> {
  if (config.NODE_ENV === 'production') return [];
  const created: string[] = [];
  for (const slug of DEMO_STORES) {
    const store = await findStoreBySlug(db, slug);
    if (!store || (await findStaffByEmail(db, store.id, DEMO_OWNER.email))) continue;
    const added = await addStaffUser(db, { config, hasher: passwordHasher(config), actorName: 'Demo set-up' }, store, {
      ...DEMO_OWNER,
      role: 'owner',
    });
    if (added) created.push(slug);
  }
  return created;
}
