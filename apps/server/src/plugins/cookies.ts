import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import { serverSecret } from '../db/server-secret-repository.ts';

/**
 * @fastify/cookie, signing with COOKIE_SECRET or, without it, a random secret made once and kept
 * in the database, so every instance verifies what another signed. The same secret signs the
 * order links of receipt emails (lib/order-link.ts): changing it ends old order cookies and links.
 */
export default fp(
  async (app) => {
    const secret = app.config.COOKIE_SECRET ?? (await serverSecret(app.db, 'cookie-secret'));
    await app.register(fastifyCookie, { secret });
  },
  { name: 'cookies', dependencies: ['database'] },
);
