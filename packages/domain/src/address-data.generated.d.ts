import type { CountryAddressData } from './address-format.ts';
export declare const ADDRESS_DATA: Record<string, CountryAddressData>;
