import { Alert } from '@/components/alert';
import { useProductChoices } from '../api/discount-code-queries';

/**
 * The products a discount code is limited to (decision 0110): none chosen means every product. An
 * archived product is offered only while the code still names it, so it can be taken off.
 */
export function AppliesToProducts({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const productChoices = useProductChoices();
  return (
    <fieldset className="space-y-2" aria-describedby="applies-to-hint">
      <legend className="text-sm font-medium text-zinc-900">Applies to</legend>
      <p id="applies-to-hint" className="text-sm text-zinc-600">
        None chosen: every product. Chosen: the discount comes off those products only.
      </p>
      {productChoices.isError && <Alert tone="error">The products could not be loaded; try again.</Alert>}
      <div className="grid max-h-48 gap-1.5 overflow-y-auto sm:grid-cols-2">
        {(productChoices.data ?? [])
          .filter((p) => p.status !== 'Archived' || chosen.includes(p.id))
          .map((product) => (
            <label key={product.id} className="flex items-start gap-2.5 text-sm text-zinc-900">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
                checked={chosen.includes(product.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, product.id] : chosen.filter((id) => id !== product.id))
                }
              />
              <span>
                {product.name}
                {product.status === 'Archived' && <span className="text-zinc-600"> (archived)</span>}
              </span>
            </label>
          ))}
      </div>
    </fieldset>
  );
}
