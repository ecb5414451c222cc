import type { Executor } from '../../db/client.ts';
import { markSentWithEvents, sentEventCard, type DeliveryFacts } from './delivery-events.ts';

/** Records one handed-over mail as sent; resolves once that record is committed (false: no longer 'sending'). */
export type RecordSent = (delivery: DeliveryFacts, subject: string) => Promise<boolean>;

interface Waiting {
  delivery: DeliveryFacts;
  subject: string;
  settle: (outcome: { sent: boolean } | { error: unknown }) => void;
}

/**
 * Group commit of sent mails (issue 24, decision 0272): a record asked for while none is being
 * written is written at once; those asked for meanwhile wait and are written together by the next
 * statement, one commit for all. Each caller still waits for its own record, so the mails handed
 * over and not yet recorded are never more than the callers (the SMTP slots). A failed statement
 * fails each of its records. Two mails of one card go in different statements (the card's sequence
 * is taken once per statement).
 */
export function sentMailRecorder(db: Executor): RecordSent {
  let waiting: Waiting[] = [];
  let writing = false;

  const nextGroup = (): Waiting[] => {
    const cards = new Set<string>();
    const group: Waiting[] = [];
    const later: Waiting[] = [];
    for (const record of waiting) {
      const card = sentEventCard(record.delivery);
      if (card && cards.has(card)) later.push(record);
      else {
        if (card) cards.add(card);
        group.push(record);
      }
    }
    waiting = later;
    return group;
  };

  const writeWhileWaiting = async () => {
    writing = true;
    while (waiting.length > 0) {
      const group = nextGroup();
      try {
        const sent = await markSentWithEvents(db, group);
        for (const record of group) record.settle({ sent: sent.has(record.delivery.id) });
      } catch (error) {
        for (const record of group) record.settle({ error });
      }
    }
    writing = false;
  };

  return (delivery, subject) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({
        delivery,
        subject,
        settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.sent)),
      });
      if (!writing) void writeWhileWaiting();
    });
}
