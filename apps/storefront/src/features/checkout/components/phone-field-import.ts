import type * as phoneField from './phone-field';

/** The phone input's chunk, imported on its own so that a test can make it slow or fail (offline). */
export type PhoneFieldModule = typeof phoneField;
export const importPhoneField = (): Promise<PhoneFieldModule> => import('./phone-field');
