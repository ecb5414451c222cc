import { z } from 'zod';
import { staffEmailSchema, staffNameSchema, staffRoleSchema } from './staff-account.ts';

/** A person with access to the store's dashboard. 'invited' until they choose a password. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'invited']),
  /** Two-factor sign-in is on for them: an owner can reset it (decision 0151). */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /api/admin/staff: an invitation, mailed as a one-time link valid 24 hours. */
export const inviteStaffSchema = z.strictObject({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type InviteStaff = z.input<typeof inviteStaffSchema>;

/** PATCH /api/admin/staff/{id}. */
export const changeStaffRoleSchema = z.strictObject({ role: staffRoleSchema });
export type ChangeStaffRole = z.input<typeof changeStaffRoleSchema>;

export const staffIdParamsSchema = z.object({ id: z.uuid('id must be a staff member id (uuid)') });

export const STAFF_MESSAGES = {
  lastOwner: 'A store needs at least one owner: make someone else an owner first.',
  notFound: 'Staff member not found',
  alreadyActive: 'This person has already chosen a password; they can reset it from the sign-in page.',
  noTwoFactor: 'Two-factor sign-in is not on for this person: there is nothing to reset.',
  ownTwoFactor:
    'You cannot reset your own two-factor sign-in here: turn it off or get new recovery codes on your account page.',
} as const;
