import { z } from 'zod';

/** 'Say thank you' on the recipient's page (issue 30): a short message emailed to the buyer, once per card. */
export const THANK_YOU_MAX_LENGTH = 300;

export const THANK_YOU_MESSAGES = {
  empty: 'Write a few words to send.',
  tooLong: `A thank-you has at most ${THANK_YOU_MAX_LENGTH} characters.`,
  alreadySent: 'A thank-you was already sent for this card.',
  unavailable: 'This card has no buyer to thank.',
} as const;

export const thankYouBodySchema = z.object({
  message: z
    .string({ error: THANK_YOU_MESSAGES.empty })
    .trim()
    .min(1, THANK_YOU_MESSAGES.empty)
    .max(THANK_YOU_MAX_LENGTH, THANK_YOU_MESSAGES.tooLong),
});
export type ThankYouBody = z.infer<typeof thankYouBodySchema>;
