import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@giftfront/domain/product';

/** Every product the page's HTML carries (app/page-data.tsx), or null: then they are asked for. */
const PageProductsContext = createContext<readonly Product[] | null>(null);

export function PageProductsProvider({
  products,
  children,
}: {
  products: readonly Product[] | null;
  children: ReactNode;
}) {
  return <PageProductsContext.Provider value={products}>{children}</PageProductsContext.Provider>;
}

export const usePageProducts = () => useContext(PageProductsContext);
