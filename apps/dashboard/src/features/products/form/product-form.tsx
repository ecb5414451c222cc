import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { productBodySchema, type ProductFields } from '@giftfront/domain/admin/products';
import { personProblem } from '@giftfront/domain/person-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/money';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';
import type { CatalogueSettings } from '../api/store-catalogue-settings';
import { ProductFormFields } from './product-form-fields';
import { formPriceInMinor, PRODUCT_FORM_FIELDS, type ProductFormValues } from './product-form-values';
import { serverFieldErrors } from './server-field-errors';

export interface ProductFormProps {
  initial: ProductFormValues;
  isNew: boolean;
  readOnly: boolean;
  settings: CatalogueSettings;
  /** Saves; a rejection with the server's message is mapped onto the fields it names. */
  onSave: (body: ProductFields) => Promise<unknown>;
  /** What the form holds now, for the live preview. */
  renderAside: (values: ProductFormValues) => ReactNode;
  /** Sections that save on their own (designs), placed before the fields. */
  children?: ReactNode;
  /** The product's designs, for their names in the Translations section. */
  designs?: readonly { id: string; name: string }[];
}

/** Create or edit a product: the domain's body schema checks it here, the server checks it again. */
export function ProductForm({
  initial,
  isNew,
  readOnly,
  settings,
  onSave,
  renderAside,
  children,
  designs,
}: ProductFormProps) {
  const form = useForm<z.input<typeof productBodySchema>, unknown, ProductFields>({
    resolver: zodResolver(productBodySchema),
    defaultValues: initial,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [slugFollowsName, setSlugFollowsName] = useState(isNew);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty && !readOnly);

  // An amount left without a label is labelled with its price, as the field's placeholder says.
  const labelAmounts = () =>
    (form.getValues('denominations') ?? []).forEach(({ price, label }, index) => {
      if (!label.trim() && Number.isFinite(price) && price > 0)
        form.setValue(
          `denominations.${index}.label`,
          formatAmount(formPriceInMinor(price, settings.currency), settings.currency),
        );
    });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSave(body);
      form.reset(form.getValues());
    } catch (error) {
      if (!isApiError(error) || error.status >= 500 || error.status === 0) return setFormError(errorMessage(error));
      const { fields, rest } = serverFieldErrors(error.message, PRODUCT_FORM_FIELDS);
      fields.forEach(({ path, message }, i) =>
        form.setError(path as Path<ProductFormValues>, { message }, { shouldFocus: i === 0 }),
      );
      if (rest.length > 0 || fields.length === 0)
        setFormError(personProblem(rest.length > 0 ? rest.join('; ') : error.message));
    }
  });

  return (
    <FormProvider {...form}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="min-w-0 space-y-5">
          {/* Designs save on their own, so they sit outside the form: Enter in an alt text does not save the product. */}
          {children}
          <form
            noValidate
            onSubmit={(event) => {
              labelAmounts();
              return submit(event);
            }}
            className="space-y-5"
            data-testid="product-form"
            aria-label={isNew ? 'New product' : 'Product'}
          >
            <ProductFormFields
              settings={settings}
              readOnly={readOnly}
              slugFollowsName={slugFollowsName}
              onSlugEdited={() => setSlugFollowsName(false)}
              designs={designs}
            />
            {formError && (
              <Alert tone="error" testId="product-form-error">
                {formError}
              </Alert>
            )}
            {!readOnly && (
              <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-zinc-200 bg-zinc-50/95 px-1 py-3 backdrop-blur">
                {isDirty && <span className="mr-auto text-sm text-zinc-600">Unsaved changes</span>}
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : isNew ? 'Create product' : 'Save changes'}
                </Button>
              </div>
            )}
          </form>
        </div>
        <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start" aria-label="Preview">
          {renderAside(form.watch() as ProductFormValues)}
        </aside>
      </div>
    </FormProvider>
  );
}
