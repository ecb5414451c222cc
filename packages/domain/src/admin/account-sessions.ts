import { z } from 'zod';

/** GET /api/admin/account/sessions: the signed-in person's open sessions (decision 0076). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** 'Firefox on macOS', from the User-Agent at sign-in; 'Unknown browser' without one. */
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** DELETE /api/admin/account/sessions (all others): how many were signed out. */
export const signedOutSessionsSchema = z.object({ signedOut: z.number().int() });
