import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/access.ts';
import { auditContextOf } from '../audit/index.ts';
import { actorLabel } from './actor-label.ts';
import { redemptionResultOf } from './admin/card-views.ts';
import { todayUtc } from './gift-card-lookup.ts';
import { redeemGiftCard, type RedeemRequest } from './redeem-gift-card.ts';

/** Records a redemption asked by a request (the counter's or a till's) and answers it: 201, or the earlier answer on a retried Idempotency-Key. */
export async function answerRedemption(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  redemption: Pick<RedeemRequest, 'giftCardId' | 'amountMinor' | 'channel' | 'note' | 'reference' | 'idempotencyKey'>,
) {
  const actor = actorOf(request);
  const outcome = await redeemGiftCard(db, {
    ...redemption,
    storeId: request.store.id,
    actor: actorLabel(actor),
    staffUserId: actor.kind === 'staff' ? actor.id : null,
    audit: auditContextOf(request),
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(201).send(redemptionResultOf(outcome.redemption, outcome.card, todayUtc()));
}
