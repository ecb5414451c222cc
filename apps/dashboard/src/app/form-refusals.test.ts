import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInSchema } from '@giftfront/domain/admin/session';
import {
  changePasswordFormSchema,
  choosePasswordFormSchema,
  passwordResetRequestSchema,
} from '@giftfront/domain/admin/password';
import { disableTwoFactorSchema } from '@giftfront/domain/admin/two-factor';
import { changeDeliveryRecipientSchema, rescheduleDeliverySchema } from '@giftfront/domain/admin/deliveries';
import { refundFormSchema } from '@giftfront/domain/admin/order-refunds';
import { clearReviewSchema } from '@giftfront/domain/admin/order-detail';
import { paymentSettingsBodySchema } from '@giftfront/domain/admin/payment-settings';
import { markShippedSchema } from '@giftfront/domain/admin/fulfilment';
import { notificationSettingsSchema } from '@giftfront/domain/admin/notification-settings';
import { inviteStaffSchema } from '@giftfront/domain/admin/staff';
import { createApiKeySchema } from '@giftfront/domain/admin/api-keys';
import { productBodySchema } from '@giftfront/domain/admin/products';
import { reportRangeQuerySchema } from '@giftfront/domain/admin/reports';
import { giftCardListQuerySchema } from '@giftfront/domain/admin/gift-cards';
import { adminSettingsFieldsSchema } from '@giftfront/domain/admin/settings';
import {
  adjustmentBodySchema,
  expiryBodySchema,
  redeemBodySchema,
  resendBodySchema,
  reversalBodySchema,
  voidBodySchema,
} from '@giftfront/domain/admin/gift-card-actions';
import { giftCardCodeFormSchema } from '@giftfront/domain/gift-card';
import { personProblem } from '@giftfront/domain/person-messages';
import { discountCodeFormSchema } from '@/features/discount-codes/components/discount-code-form';
import { bonusRuleFormSchema } from '@/features/promotions/components/bonus-rule-form';
import { installPersonMessages } from '@/lib/person-messages';

installPersonMessages();

/** Every schema a dashboard form checks with (its zodResolver), by the form's name. */
const FORMS: Record<string, z.ZodType> = {
  'sign in': signInSchema,
  'choose a password': choosePasswordFormSchema,
  'forgot password': passwordResetRequestSchema,
  'change my password': changePasswordFormSchema,
  'turn off two-factor sign-in': disableTwoFactorSchema,
  'change a gift email address': changeDeliveryRecipientSchema,
  'reschedule a gift email': rescheduleDeliverySchema,
  refund: refundFormSchema,
  'clear a review flag': clearReviewSchema,
  'payment settings': paymentSettingsBodySchema,
  'mark shipped': markShippedSchema,
  notifications: notificationSettingsSchema,
  'invite staff': inviteStaffSchema,
  'create an API key': createApiKeySchema,
  'discount code': discountCodeFormSchema,
  'bonus credit rule': bonusRuleFormSchema,
  product: productBodySchema,
  'report range': reportRangeQuerySchema,
  'gift card filters': giftCardListQuerySchema,
  settings: adminSettingsFieldsSchema,
  redeem: redeemBodySchema,
  'gift card code': giftCardCodeFormSchema,
  'change expiry': expiryBodySchema,
  void: voidBodySchema,
  'adjust balance': adjustmentBodySchema,
  'resend gift email': resendBodySchema,
  'reverse a redemption': reversalBodySchema,
};

/** What zod or a schema says that a person should never read. */
const SCHEMA_WORDING = /expected|too small|too big|invalid input|body\.|>=|<=|nan\b|undefined|\bnull\b/i;

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  -1,
  0,
  Number.NaN,
  1e12,
  'x'.repeat(5000),
  'not a value @ all',
  true,
  [],
  [{}],
  [{ id: '', price: Number.NaN, label: '' }],
  {},
  { x: 1 },
];

function unwrapToObject(schema: z.ZodType): { shape?: Record<string, unknown> } {
  let inner = schema as unknown as {
    shape?: Record<string, unknown>;
    unwrap?: () => z.ZodType;
    def?: { innerType?: z.ZodType };
  };
  for (let i = 0; i < 5 && !inner.shape; i += 1) {
    const next = inner.def?.innerType ?? (typeof inner.unwrap === 'function' ? inner.unwrap() : undefined);
    if (!next) break;
    inner = next as typeof inner;
  }
  return inner;
}

/** Each field of the form given each bad value in turn, with the others empty: every message the form can show. */
function refusals(schema: z.ZodType): string[] {
  const fields = Object.keys(unwrapToObject(schema).shape ?? {});
  const inputs: unknown[] = [
    undefined,
    {},
    ...fields.flatMap((field) => BAD_VALUES.map((value) => ({ [field]: value }))),
  ];
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('every refusal a dashboard form shows', () => {
  it.each(Object.entries(FORMS))('the %s form speaks to a person, never in zod or schema words', (_name, schema) => {
    const messages = [...new Set(refusals(schema))];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => SCHEMA_WORDING.test(message))).toEqual([]);
  });

  it("drops the place in the body from the server's refusals and ends each as a sentence", () => {
    expect(personProblem('body.denominations[0].label: must not be empty; body.price: must be more than 0')).toBe(
      'Must not be empty. Must be more than 0.',
    );
  });
});
