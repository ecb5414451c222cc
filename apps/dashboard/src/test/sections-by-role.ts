/**
 * The sections each role finds after Home, in the navigation's order: what the shell's test
 * (app/shell/app-shell.test.tsx) and the browser tests (e2e/support/dashboard.ts) expect. Written
 * out rather than read from app/sections.tsx, so a section lost or moved there fails both. It
 * imports nothing, so a Playwright worker can load it.
 */
export const STAFF_SECTIONS = [
  'Orders',
  'Redeem',
  'Gift cards',
  'Customers',
  'Deliveries',
  'Fulfilment',
  'Products',
  'Discount codes',
  'Your account',
];
export const OWNER_SECTIONS = [
  ...STAFF_SECTIONS.slice(0, -1),
  'Batches',
  'Promotions',
  'Staff',
  'API keys',
  'Webhooks',
  'Reports',
  'Settings',
  'Payments',
  'Store file',
  'Audit log',
  'Your account',
];
