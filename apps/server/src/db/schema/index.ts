export * from './stores.ts';
export * from './catalog.ts';
export * from './gift-cards.ts';
export * from './payments.ts';
export * from './orders.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './jobs.ts';
