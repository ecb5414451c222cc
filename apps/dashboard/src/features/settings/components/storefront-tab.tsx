import type { AdminSettings, AdminSettingsView } from '@giftfront/domain/admin/settings';
import { Alert } from '@/components/alert';
import { TextField } from '@/components/text-field';
import { useSettingsForm } from '../use-settings-form';
import { CheckboxField } from './checkbox-field';
import { SettingsFormFrame, SettingsGroup } from './settings-form-frame';
import { PAGE_TEXTS } from './page-texts';
import { TextAreaField } from './text-area-field';

const KEYS = [
  'shouldSplitGiftCardsAndVouchersNavigation',
  'hideCheckBalance',
  'hideCustomGiftCardAmounts',
  'shouldAllowTopups',
  'balanceReminders',
  'pageText',
  'customEmbedScript',
] as const;

/** Blank texts are dropped, so the storefront keeps its own words for them. */
export function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([key, inner]) => [key, withoutBlanks(inner)] as const)
    .filter(([, inner]) => inner !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Navigation switches, page texts and (owners) the custom embed script. */
export function StorefrontTab({
  view,
  readOnly,
  isOwner,
}: {
  view: AdminSettingsView;
  readOnly: boolean;
  isOwner: boolean;
}) {
  const { form, save, submit } = useSettingsForm(KEYS, view);
  const { register, formState } = form;
  const onSubmit = submit((values) => {
    const { customEmbedScript, ...rest } = values;
    const cleaned: Partial<AdminSettings> = {
      ...rest,
      pageText: (withoutBlanks(values.pageText) ?? {}) as AdminSettings['pageText'],
    };
    return isOwner ? { ...cleaned, customEmbedScript: customEmbedScript?.trim() ? customEmbedScript : null } : cleaned;
  });
  const errorAt = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        formState.errors.pageText,
      ) as { message?: string } | undefined;
  return (
    <SettingsFormFrame
      onSubmit={onSubmit}
      save={save}
      isDirty={formState.isDirty}
      readOnly={readOnly}
      testId="storefront-form"
    >
      <SettingsGroup title="Navigation">
        <CheckboxField
          label="Split gift cards and vouchers"
          hint="Home lists gift cards; a Vouchers link leads to the vouchers."
          {...register('shouldSplitGiftCardsAndVouchersNavigation')}
        />
        <CheckboxField
          label="Hide the balance check"
          hint="No Check Balance link or page."
          {...register('hideCheckBalance')}
        />
        <CheckboxField
          label="Hide custom amounts"
          hint="Shoppers pick one of a card's amounts; no Custom amount option."
          {...register('hideCustomGiftCardAmounts')}
        />
        <CheckboxField
          label="Allow top-ups"
          hint="Shoppers can add money to a card from the balance page."
          {...register('shouldAllowTopups')}
        />
      </SettingsGroup>

      <SettingsGroup title="Emails to card holders">
        <CheckboxField
          label="Send balance reminders"
          hint="A card's holder is emailed its balance 30 days before it expires and after 6 months without use. Each email has a one-click unsubscribe."
          {...register('balanceReminders')}
        />
      </SettingsGroup>

      <SettingsGroup
        title="Page texts"
        description="Your own words for the storefront. Leave a field empty to keep the default shown in it."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {PAGE_TEXTS.map(([path, label, placeholder]) => (
            <TextField
              key={path}
              label={label}
              placeholder={placeholder}
              error={errorAt(path)?.message}
              {...register(`pageText.${path}` as never)}
            />
          ))}
        </div>
      </SettingsGroup>

      {isOwner && (
        <SettingsGroup
          title="Custom embed script"
          description="Markup put into the head of every storefront page: an analytics snippet, a font, a meta tag."
        >
          <Alert tone="warning">
            This code runs on every page of your storefront, checkout included, with full access to what shoppers type.
            Paste only code from a provider you trust; a mistake can break or endanger the shop.
          </Alert>
          <TextAreaField
            label="Embed script"
            rows={6}
            spellCheck={false}
            error={formState.errors.customEmbedScript?.message}
            {...register('customEmbedScript')}
          />
        </SettingsGroup>
      )}
    </SettingsFormFrame>
  );
}
