import { z } from 'zod';
import { settingsListProblems, storeSettingsSchema } from '../branding.ts';

/**
 * The store's settings as owners edit them in the dashboard: the store file's settings (product §3
 * names, decimal money) without the catalogue, the cards, the payment provider and the notification
 * address (each has its own page and route), plus the custom embed script.
 */
export const CUSTOM_EMBED_SCRIPT_MAX_LENGTH = 20_000;

export const adminSettingsFieldsSchema = storeSettingsSchema
  .omit({ payment: true, notifications: true, status: true })
  .extend({
    /** product §1: HTML put into every storefront page as it is; owners only. */
    customEmbedScript: z
      .string()
      .max(CUSTOM_EMBED_SCRIPT_MAX_LENGTH, `at most ${CUSTOM_EMBED_SCRIPT_MAX_LENGTH} characters`)
      .nullable()
      .default(null),
  })
  .strict();

export const ADMIN_SETTINGS_KEYS = Object.keys(adminSettingsFieldsSchema.shape) as [
  keyof typeof adminSettingsFieldsSchema.shape,
  ...(keyof typeof adminSettingsFieldsSchema.shape)[],
];

/** The whole settings a change results in: every field and the lists' rules, every problem at once. */
export const adminSettingsSchema = adminSettingsFieldsSchema.superRefine(
  (settings, ctx) => {
    for (const problem of settingsListProblems(settings)) ctx.addIssue({ code: 'custom', ...problem });
  },
  { when: () => true },
);
export type AdminSettings = z.output<typeof adminSettingsSchema>;
export type AdminSettingsInput = z.input<typeof adminSettingsSchema>;

/**
 * PATCH /api/admin/settings: the top-level settings to replace, each whole (`company`, `fees` …).
 * The server merges them into the current settings and checks the result with adminSettingsSchema,
 * so a problem is named by its path in the settings (`fees[1].amount`).
 */
export const adminSettingsPatchSchema = z
  .strictObject(
    Object.fromEntries(ADMIN_SETTINGS_KEYS.map((key) => [key, z.unknown().optional()])) as Record<
      (typeof ADMIN_SETTINGS_KEYS)[number],
      z.ZodOptional<z.ZodUnknown>
    >,
  )
  .refine((body) => Object.keys(body).length > 0, 'name at least one setting to change');
export type AdminSettingsPatch = z.input<typeof adminSettingsPatchSchema>;

/** GET and PATCH answer: the settings and what the page must know about changing them. */
export const adminSettingsViewSchema = z.object({
  settings: adminSettingsSchema,
  /** The store has orders: its currency can no longer change. */
  currencyLocked: z.boolean(),
});
export type AdminSettingsView = z.output<typeof adminSettingsViewSchema>;

/** A 400's problems, each by its path in the settings, for the form to show beside its field. */
export const settingsProblemSchema = z.object({ path: z.string(), message: z.string() });
export type SettingsProblem = z.infer<typeof settingsProblemSchema>;

export const CURRENCY_LOCKED_MESSAGE = 'the currency cannot change once the store has orders';

/** POST /api/admin/settings/logo (multipart: `file` and `alt`): PNG, JPEG, WebP or SVG up to 5 MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';
export const logoUploadFieldsSchema = z.object({
  alt: z
    .string()
    .trim()
    .min(1, 'alt text is required: what the logo says, usually the company name')
    .max(200, 'at most 200 characters'),
});
/** The stored logo, for company.logo; the settings change when the owner saves it. */
export const logoUploadAnswerSchema = z.object({ src: z.string(), alt: z.string() });
export type LogoUploadAnswer = z.infer<typeof logoUploadAnswerSchema>;
