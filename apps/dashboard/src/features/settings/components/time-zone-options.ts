/** The zone list and its search are the domain's, shared with the storefront's gift dialog and manage page. */
export { findTimeZones, timeZoneOptions, type TimeZoneOption } from '@giftfront/domain/time-zone-options';
