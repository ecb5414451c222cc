import { useLayoutEffect } from 'react';
import { themeColors, themeVariables } from '@/entities/store/theme-colors';

/** product §9: the store's colour on <html>, where Tailwind's theme variables live. */
export function useStoreTheme(primaryColor: string | null | undefined) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const variables = themeVariables(themeColors(primaryColor));
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
    };
  }, [primaryColor]);
}
