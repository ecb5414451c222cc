import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reportRangeQuerySchema, type ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';

/** From and To (days, both included); the reports follow on 'Show'. */
export function ReportRangeForm({
  range,
  onChange,
}: {
  range: ReportRangeQuery;
  onChange: (next: ReportRangeQuery) => void;
}) {
  const form = useForm<ReportRangeQuery>({ resolver: zodResolver(reportRangeQuerySchema), values: range });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onChange)}
      className="mb-6 flex flex-wrap items-end gap-3"
      aria-label="Report dates"
    >
      <TextField
        label="From"
        type="date"
        error={errors.from?.message}
        {...form.register('from')}
        containerClassName="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <TextField
        label="To"
        type="date"
        error={errors.to?.message}
        {...form.register('to')}
        containerClassName="w-[calc(50%-0.375rem)] sm:w-44"
      />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}
