import { useWatch } from 'react-hook-form';
import type { AdminSettingsView } from '@giftfront/domain/admin/settings';
import { DEFAULT_PRIMARY_COLOR, normalizeHexColor } from '@giftfront/domain/brand-colors';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { ContrastCheck } from './contrast-check';
import { LogoUpload } from './logo-upload';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';

const KEYS = ['company', 'branding'] as const;
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** Company name, logo, store colour (with its contrast check) and the footer's links. */
export function BrandingTab({ view, readOnly }: { view: AdminSettingsView; readOnly: boolean }) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const color = useWatch({ control: form.control, name: 'branding.primaryColor' });
  const logo = useWatch({ control: form.control, name: 'company.logo' });
  const onSubmit = submit((values) => ({
    company: {
      ...values.company,
      supportUrl: blankToNull(values.company.supportUrl),
      privacyUrl: blankToNull(values.company.privacyUrl),
      termsUrl: blankToNull(values.company.termsUrl),
    },
    branding: { primaryColor: normalizeHexColor(values.branding.primaryColor) },
  }));
  return (
    <SettingsFormFrame
      onSubmit={onSubmit}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="branding-form"
    >
      <SettingsGroup title="Company">
        <TextField label="Company name" error={errors.company?.name?.message} {...register('company.name')} />
        {logo ? (
          <div className="flex flex-wrap items-end gap-4">
            <img
              src={logo.src}
              alt=""
              className="h-16 max-w-48 rounded border border-zinc-200 bg-zinc-50 object-contain p-1"
              data-testid="logo-preview"
            />
            <TextField
              label="Logo alt text"
              hint="What the logo says, for people who cannot see it (usually the company name)."
              error={errors.company?.logo?.alt?.message}
              containerClassName="min-w-56 flex-1"
              {...register('company.logo.alt')}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => setValue('company.logo', null, { shouldDirty: true })}
            >
              Remove logo
            </Button>
          </div>
        ) : (
          <p className="text-sm text-zinc-600">No logo: the header shows the company name.</p>
        )}
        {!readOnly && (
          <LogoUpload
            companyName={view.settings.company.name}
            onUploaded={(uploaded) => setValue('company.logo', uploaded, { shouldDirty: true })}
          />
        )}
      </SettingsGroup>

      <SettingsGroup title="Store colour" description="Buttons, links and accents on the storefront.">
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="primary-color-picker" className="mb-1.5 block text-sm font-medium text-zinc-800">
              Pick a colour
            </label>
            <input
              id="primary-color-picker"
              type="color"
              className="h-10 w-16 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1"
              value={normalizeHexColor(color) ?? DEFAULT_PRIMARY_COLOR}
              onChange={(event) =>
                setValue('branding.primaryColor', event.target.value, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
          <TextField
            label="Hex colour"
            placeholder={DEFAULT_PRIMARY_COLOR}
            hint={`Empty uses the default, ${DEFAULT_PRIMARY_COLOR}.`}
            error={errors.branding?.primaryColor?.message}
            containerClassName="w-44"
            {...register('branding.primaryColor', { setValueAs: (value: string) => value.trim() || null })}
          />
        </div>
        <ContrastCheck color={normalizeHexColor(color) ?? DEFAULT_PRIMARY_COLOR} />
      </SettingsGroup>

      <SettingsGroup title="Footer links" description="Left empty, the storefront links to the platform's own pages.">
        <TextField
          label="Privacy policy address"
          type="url"
          placeholder="https://"
          error={errors.company?.privacyUrl?.message}
          {...register('company.privacyUrl')}
        />
        <TextField
          label="Terms of service address"
          type="url"
          placeholder="https://"
          error={errors.company?.termsUrl?.message}
          {...register('company.termsUrl')}
        />
        <TextField
          label="Support address"
          hint="A page (https://…) or an email link (mailto:…)."
          error={errors.company?.supportUrl?.message}
          {...register('company.supportUrl')}
        />
      </SettingsGroup>
    </SettingsFormFrame>
  );
}
