import { useFieldArray, useFormContext } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { newDenominationId, type ProductFormValues } from './product-form-values';

/** product §3 denominations: the amounts shoppers choose from, each a price and a label, in the order shown. */
export function DenominationsField({ currency, readOnly }: { currency: string; readOnly: boolean }) {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'denominations', keyName: 'key' });
  const errors = formState.errors.denominations;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <div data-testid="denominations">
      <p className="mb-2 text-sm font-medium text-zinc-800">Amounts</p>
      {fields.length === 0 && <p className="mb-3 text-sm text-zinc-600">No fixed amounts yet.</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const place = `amount ${index + 1}`;
          return (
            <li
              key={field.key}
              className="grid grid-cols-[1fr_1.4fr] gap-2 rounded-lg border border-zinc-200 p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-start"
              data-testid="denomination-row"
            >
              <TextField
                label={`Price (${currency})`}
                aria-label={`Price of ${place}`}
                type="number"
                inputMode="decimal"
                step="any"
                min="0"
                readOnly={readOnly}
                error={rowErrors?.price?.message}
                {...register(`denominations.${index}.price`, { valueAsNumber: true })}
              />
              <TextField
                label="Label"
                aria-label={`Label of ${place}`}
                placeholder="Empty: the amount"
                readOnly={readOnly}
                error={rowErrors?.label?.message ?? rowErrors?.id?.message}
                {...register(`denominations.${index}.label`)}
              />
              {!readOnly && (
                <div className="col-span-2 flex gap-1 sm:col-span-1 sm:pt-6.5">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move ${place} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move ${place} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${place}`}
                    className="text-red-700"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="mt-2 text-sm font-medium text-red-700" role="alert">
          {listError}
        </p>
      )}
      {!readOnly && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => append({ id: newDenominationId(), price: Number.NaN, label: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" className="size-4" /> Add an amount
        </Button>
      )}
    </div>
  );
}
