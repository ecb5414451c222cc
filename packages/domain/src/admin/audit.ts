import { z } from 'zod';

/**
 * Every action the audit log records, with the words the dashboard shows for it. A module that
 * audits a new action adds it here, so the server can only write actions the dashboard can name.
 */
export const AUDIT_ACTIONS = {
  'session.signed-in': 'Signed in',
  'session.signed-out': 'Signed out',
  'session.sign-in-failed': 'Failed sign-in',
  'session.password-accepted': 'Entered the password (two-factor code next)',
  'session.two-factor-failed': 'Entered a wrong two-factor code',
  'session.ended': 'Signed out a session',
  'session.others-ended': 'Signed out everywhere else',
  'staff.two-factor-enabled': 'Turned on two-factor sign-in',
  'staff.two-factor-disabled': 'Turned off two-factor sign-in',
  'staff.recovery-code-used': 'Signed in with a recovery code',
  'staff.recovery-codes-regenerated': 'Recovery codes replaced with new ones',
  'staff.two-factor-reset': 'Two-factor sign-in reset by an owner',
  'staff.password-changed': 'Changed their password',
  'settings.two-factor-policy-changed': 'Changed whether two-factor sign-in is required',
  'staff.created': 'Created a staff account',
  'staff.invited': 'Invited a staff member',
  'staff.invitation-resent': 'Resent an invitation',
  'staff.role-changed': 'Changed a role',
  'staff.removed': 'Removed a staff member',
  'staff.password-set': 'Set a password',
  'staff.password-reset-requested': 'Asked for a password reset',
  'api-key.created': 'Created an API key',
  'api-key.revoked': 'Revoked an API key',
  'order.refunded': 'Refunded an order',
  'order.refunded-at-provider': 'Refund made at the payment provider',
  'order.disputed': 'Payment disputed',
  'order.flagged-for-review': 'Flagged an order for review',
  'order.review-cleared': 'Cleared a review flag',
  'delivery.sent-now': 'Sent a gift email now',
  'delivery.rescheduled': 'Rescheduled a gift email',
  'delivery.recipient-changed': "Changed a gift's recipient email",
  'delivery.cancelled': 'Cancelled a gift email',
  'gift.recipient-corrected': "Corrected a gift's recipient (buyer's link)",
  'gift.rescheduled': "Rescheduled a gift (buyer's link)",
  'gift.sent-now': "Sent a gift now (buyer's link)",
  'gift.resent': "Resent a gift (buyer's link)",
  'order.shipped': 'Marked an order shipped',
  'order.collected': 'Marked an order collected',
  'order.packing-slips-printed': 'Printed packing slips (with card codes)',
  'order.queue-exported': 'Exported the fulfilment queue',
  'order.list-exported': 'Exported the orders list',
  'order.codes-downloaded': 'The buyer downloaded the codes of a Send to many order',
  'gift-card.list-exported': 'Exported the gift card list',
  'report.liability-exported': 'Exported the liability report',
  'report.redemptions-exported': 'Exported the redemptions report',
  'report.sales-exported': 'Exported the sales report',
  'gift-card.code-revealed': 'Showed a gift card code',
  'gift-card.redeemed': 'Redeemed a gift card',
  'gift-card.redemption-reversed': 'Reversed a redemption',
  'gift-card.adjusted': 'Adjusted a balance',
  'gift-card.voided': 'Voided a gift card',
  'gift-card.reactivated': 'Reactivated a gift card',
  'gift-card.expiry-changed': 'Changed an expiry date',
  'gift-card.resent': 'Resent a gift email',
  'gift-card.used': 'Marked a voucher as used',
  'gift-card.issued': 'Issued a gift card through the API',
  'gift-card.loaded': 'Loaded a gift card through the API',
  'gift-card.held': 'Held an amount of a gift card',
  'gift-card.hold-captured': 'Captured a held amount',
  'gift-card.hold-released': 'Released a held amount',
  'gift-card.sold': 'Sold a gift card at the counter',
  'settings.notifications-changed': 'Changed the notification settings',
  'discount-code.created': 'Created a discount code',
  'discount-code.changed': 'Changed a discount code',
  'discount-code.deactivated': 'Deactivated a discount code',
  'discount-code.batch-generated': 'Generated a batch of discount codes',
  'discount-code.batch-exported': 'Downloaded a batch of discount codes',
  'batch.issued': 'Issued a batch of gift cards',
  'batch.codes-exported': 'Downloaded a batch’s gift card codes',
  'batch.printed': 'Downloaded a batch’s print sheets',
  'batch.unused-voided': 'Voided the unused cards of a batch',
  'gift-card.activated': 'Activated a printed gift card at the counter',
  'report.dormancy-exported': 'Downloaded the dormancy report',
  'discount-code.activated': 'Activated a discount code',
  'bonus-rule.created': 'Created a bonus credit rule',
  'bonus-rule.changed': 'Changed a bonus credit rule',
  'order.refunded-as-store-credit': 'Refunded an order as store credit',
  'settings.payments-changed': 'Changed the payment settings',
  'settings.payments-tested': 'Tested the payment connection',
  'store-file.exported': 'Exported the store file (with card codes)',
  'store-file.imported': 'Imported a store file',
  'product.created': 'Created a product',
  'product.changed': 'Changed a product',
  'product.duplicated': 'Duplicated a product',
  'product.archived': 'Archived a product',
  'product.unarchived': 'Put an archived product back on sale',
  'product.deleted': 'Deleted a product',
  'product.reordered': 'Changed the order of the products',
  'product.image-added': 'Added a product image',
  'product.image-changed': 'Changed a product image',
  'product.image-removed': 'Removed a product image',
  'settings.changed': 'Changed the store settings',
  'settings.logo-uploaded': 'Uploaded a logo',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.changed': 'Changed a webhook endpoint',
  'webhook.deleted': 'Deleted a webhook endpoint',
  'webhook.secret-rotated': "Rotated a webhook endpoint's secret",
  'webhook.test-sent': 'Sent a test webhook',
  'webhook.delivery-retried': 'Retried a webhook delivery',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** Who did it: a person, an API key, or the server itself (the command line, a scheduled task). */
export const AUDIT_ACTOR_KINDS = ['staff', 'key', 'system', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ kind: z.enum(AUDIT_ACTOR_KINDS), id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit?actor=&action=&page= */
export const auditQuerySchema = z.strictObject({
  actor: z.uuid('actor must be the id of a person or key (uuid)').optional(),
  action: z.enum(AUDIT_ACTION_NAMES, { error: 'action is not an audited action' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit/filters: the people and keys, and the actions, that appear in the log. */
export const auditFiltersSchema = z.object({
  actors: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(AUDIT_ACTOR_KINDS) })),
  actions: z.array(z.object({ action: z.string(), label: z.string() })),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
