import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clearReviewSchema, type OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTimeIn } from '@/lib/format-date';
import { useCan } from '@/lib/session';
import { useClearReview } from '../api/order-queries';

/** Why the order was flagged; an owner clears the flag with a note. */
export function OrderReview({ order }: { order: OrderDetailInside }) {
  const isOwner = useCan('owner');
  const clear = useClearReview(order.id);
  const form = useForm<z.input<typeof clearReviewSchema>, unknown, z.output<typeof clearReviewSchema>>({
    resolver: zodResolver(clearReviewSchema),
    defaultValues: { note: '' },
  });
  const review = order.review;
  if (!review) return null;
  if (review.clearedAt)
    return (
      <Alert tone="success" className="mb-4">
        Review cleared by {review.clearedBy} on {formatDateTimeIn(review.clearedAt, order.timeZone)}: {review.note}{' '}
        (flagged: {review.reason})
      </Alert>
    );
  return (
    <div className="mb-4 space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="order-review">
      <p className="text-sm font-medium text-amber-900">Flagged for review: {review.reason}</p>
      {isOwner && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => clear.mutate(values))}
          className="flex flex-wrap items-end gap-2"
        >
          <TextField
            label="Note"
            autoComplete="off"
            error={form.formState.errors.note?.message}
            {...form.register('note')}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={clear.isPending}>
            {clear.isPending ? 'Clearing…' : 'Clear flag'}
          </Button>
        </form>
      )}
      {clear.isError && <Alert tone="error">{errorMessage(clear.error)}</Alert>}
    </div>
  );
}
