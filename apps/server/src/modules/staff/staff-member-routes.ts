import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStaffRoleSchema,
  inviteStaffSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMemberSchema,
  type StaffMember,
} from '@giftfront/domain/admin/staff';
import { access } from '../../lib/access.ts';
import { messageSchema, noContentSchema } from '../../lib/schemas.ts';
import { auditContextOf } from '../audit/index.ts';
import { inviteStaff, resendInvitation } from './invite-staff.ts';
import { changeStaffRole, removeStaff } from './staff-changes.ts';
import { listStaff, type StaffUser } from './staff-repository.ts';
import { resetStaffTwoFactor } from './two-factor-reset.ts';

const toMember = (user: StaffUser): StaffMember => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role as StaffMember['role'],
  status: user.passwordHash ? 'active' : 'invited',
  twoFactorEnabled: user.totpSecret !== null,
  createdAt: user.createdAt.toISOString(),
});

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };

/** Staff management (owner): list, invite, resend an invitation, change a role, remove. */
const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff',
    {
      config: access.owner,
      schema: { tags: ['admin'], summary: 'The store’s staff', response: { 200: staffListSchema, ...refusals } },
    },
    async (request) => ({ staff: (await listStaff(app.db, request.store.id)).map(toMember) }),
  );

  app.post(
    '/api/admin/staff',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Invite someone: a one-time link (valid 24 hours) to choose a password is mailed',
        body: inviteStaffSchema,
        response: { 201: staffMemberSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const user = await app.db.transaction((tx) =>
        inviteStaff(tx, app.config, auditContextOf(request), request.store, request.body),
      );
      return reply.status(201).send(toMember(user));
    },
  );

  app.post(
    '/api/admin/staff/:id/invitation',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Mail a new invitation link; the previous one stops working',
        params: staffIdParamsSchema,
        response: { 202: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await app.db.transaction((tx) =>
        resendInvitation(tx, app.config, auditContextOf(request), request.store, request.params.id),
      );
      return reply.status(202).send({ message: 'Invitation sent' });
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change a role (the last owner cannot be demoted)',
        params: staffIdParamsSchema,
        body: changeStaffRoleSchema,
        response: { 200: staffMemberSchema, ...refusals },
      },
    },
    async (request) =>
      toMember(
        await app.db.transaction((tx) =>
          changeStaffRole(tx, auditContextOf(request), request.params.id, request.body.role),
        ),
      ),
  );

  app.post(
    '/api/admin/staff/:id/two-factor/reset',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary:
          'Reset someone’s two-factor sign-in: their authenticator and recovery codes are removed, their sessions end, they are mailed',
        params: staffIdParamsSchema,
        response: { 200: staffMemberSchema, ...refusals },
      },
    },
    async (request) =>
      toMember(await app.db.transaction((tx) => resetStaffTwoFactor(tx, auditContextOf(request), request.params.id))),
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Remove someone (not the last owner)',
        params: staffIdParamsSchema,
        response: { 204: noContentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await app.db.transaction((tx) => removeStaff(tx, auditContextOf(request), request.params.id));
      return reply.status(204).send();
    },
  );
};

export default staffMemberRoutes;
