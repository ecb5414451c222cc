import { useContext } from 'react';
import { i18n, type I18n } from '@lingui/core';
import { LinguiContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

/**
 * What the Lingui macros compile to (lingui.config.ts runtimeConfigModule): the provider's
 * instance (app/i18n-provider), or, for a component rendered alone (unit tests), the global one
 * in English, where the source messages the macros keep outside production are the texts.
 */
function fallbackContext() {
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  return { i18n, _: i18n._.bind(i18n) };
}

export function useLingui(): { i18n: I18n; _: I18n['_'] } {
  return useContext(LinguiContext) ?? fallbackContext();
}

export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}

export { i18n };

/** The instance a function called outside React uses when it is given none (unit tests): English. */
export const englishI18n = (): I18n => fallbackContext().i18n;
