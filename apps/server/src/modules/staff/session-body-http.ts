import type { FastifyRequest } from 'fastify';
import type { Session } from '@giftfront/domain/admin/session';
import { takesTestPayments } from '@giftfront/domain/payment-mode';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import type { StaffUser } from './staff-repository.ts';

/** The answer of GET /api/admin/session: the person and the store the dashboard is for. */
export const sessionBody = (
  request: FastifyRequest,
  user: Pick<StaffUser, 'id' | 'email' | 'name' | 'role'>,
  stage: 'full' | 'two-factor-code' | 'two-factor-enrolment' = 'full',
): Session => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role as Session['role'],
  store: {
    slug: request.store.slug,
    name: request.store.settings.company.name,
    timeZone: storeTimeZone(request.store),
    testPayments: takesTestPayments(request.store.settings.payment),
    currency: request.store.settings.currencyCode,
    language: request.store.settings.defaultLanguage,
  },
  ...(stage === 'full' ? {} : { pending: stage }),
});
