import { z } from 'zod';
import { isValidEmail } from '../email.ts';

/** Who may do what in a store's dashboard: owners everything, staff the day-to-day work. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'role must be "owner" or "staff"' });

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/** True when a person of `role` may use what `required` protects (owners may do what staff do). */
export const roleAllows = (role: StaffRole, required: StaffRole): boolean => required === 'staff' || role === 'owner';

export const PASSWORD_MIN_LENGTH = 10;
/** scrypt reads the whole password; a cap keeps a huge one from costing the server. */
export const PASSWORD_MAX_LENGTH = 200;
export const STAFF_NAME_MAX_LENGTH = 80;

export const staffEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .refine(isValidEmail, 'Enter a valid email address')
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const staffNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(STAFF_NAME_MAX_LENGTH, `Name must be at most ${STAFF_NAME_MAX_LENGTH} characters`);
