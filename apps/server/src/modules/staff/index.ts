/** The staff module's public surface: other modules and the server's top level import only this file. */
export { addStaffUser } from './add-staff-user.ts';
export type { NewStaffUser } from './add-staff-user.ts';
export { default as staffAdminRoutes } from './admin-routes.ts';
export { composeStaffLink } from './compose-staff-link.ts';
export { composeTwoFactorReset } from './compose-two-factor-reset.ts';
export { DEMO_OWNER, ensureDemoOwners } from './demo-owners.ts';
export { hardToGuessPasswordSchema } from './password-strength.ts';
export { passwordHasher } from './passwords.ts';
export { SESSION_COOKIE, sessionTokenOf, setSessionCookie } from './session-cookie-http.ts';
export { resolveSession } from './sessions.ts';
export { ownerEmails } from './staff-repository.ts';
