import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { giftCards } from './gift-cards.ts';
import { stores } from './stores.ts';

/**
 * An Apple Wallet pass handed out for a card (issue 30, modules/wallet): its serial number is its
 * own random id (never the card's code or page id), its token what Apple's devices send back as
 * `Authorization: ApplePass <token>`; `updatedAt` moves when what the pass shows changes.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serialNumber: uuid('serial_number').primaryKey().defaultRandom(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .unique()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    authenticationToken: text('authentication_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_passes_store_updated').on(t.storeId, t.updatedAt)],
);

/** A device that registered a pass for updates, with the push token Apple gave it. */
export const walletDevices = pgTable('wallet_devices', {
  deviceLibraryIdentifier: text('device_library_identifier').primaryKey(),
  pushToken: text('push_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which device wants updates of which pass. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier')
      .notNull()
      .references(() => walletDevices.deviceLibraryIdentifier, { onDelete: 'cascade' }),
    serialNumber: uuid('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryIdentifier, t.serialNumber] }),
    index('wallet_registrations_serial').on(t.serialNumber),
  ],
);
