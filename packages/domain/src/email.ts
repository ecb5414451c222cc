/** product §5: an email address is text, @, text, dot, text: the one rule for every address a shopper types. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
