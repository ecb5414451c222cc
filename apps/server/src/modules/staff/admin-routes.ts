import type { FastifyInstance } from 'fastify';
import accountRoutes from './account-routes.ts';
import passwordRoutes from './password-routes.ts';
import sessionRoutes from './session-routes.ts';
import staffMemberRoutes from './staff-member-routes.ts';

/** The staff module's merchant routes: sessions, password links, staff management. */
export default async function staffAdminRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(staffMemberRoutes);
  await app.register(accountRoutes);
}
