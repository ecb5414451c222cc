/**
 * The buyer's "manage my gift" page's limits and sentences (issue 30), apart from its shapes: the
 * storefront's translation table imports them on every page, and zod builds shapes as their module runs.
 */
export const MANAGE_GIFT_LINK_DAYS = 60;
export const MANAGE_GIFT_MAX_RESENDS = 3;

export const MANAGE_GIFT_MESSAGES = {
  linkInvalid: 'This link is not valid. Open it again from your receipt email.',
  linkExpired: `This link has expired: it works for ${MANAGE_GIFT_LINK_DAYS} days after the order. Contact the store if a gift still needs changing.`,
  giftNotFound: 'This gift is not part of the order.',
  postal: 'This gift goes by post, so there is no email to change.',
  delivered: 'This gift has already been delivered. You can resend it instead.',
  notDelivered: 'This gift has not been delivered yet. You can change it or send it now instead.',
  sending: 'This gift is being sent right now. Try again in a minute.',
  cancelled: 'The store cancelled this gift’s email. Contact the store to send it.',
  tooManyResends: `This gift has been resent ${MANAGE_GIFT_MAX_RESENDS} times, which is the most we allow. Contact the store if it still has not arrived.`,
  inPast: 'Choose a delivery time that is still to come.',
  notOnCalendar: 'That date is not on the calendar. Choose another date.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  tooMany: 'Too many changes from this link. Wait a few minutes and try again.',
} as const;
