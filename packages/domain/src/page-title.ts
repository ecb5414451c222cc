/** product §2: '{company name} - Gift cards and vouchers', the title of every store page. Zod-free. */
export const storePageTitle = (companyName: string) => `${companyName} - Gift cards and vouchers`;
