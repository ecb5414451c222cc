import type { CSSProperties } from 'react';
import { useParams, useSearchParams } from '@/lib/router';
import { Eye } from 'lucide-react';
import { simpleSymbolFormatter } from '@/lib/money-format';
import { useStoreSettings } from '@/entities/store/store-settings';
import { themeColors, themeVariables } from '@/entities/store/theme-colors';
import { GiftCardView } from './components/gift-card-view';
import { ProductGate } from './components/product-gate';
import { parsePreviewOverrides } from './preview-overrides';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * product §2 /preview-gift-card/{slug}: the gift card page as a merchant designs it, with the look
 * overridden from the query. Prices use the $/€/£ rule (product §9).
 */
export function PreviewGiftCardPage() {
  const { slug } = useParams();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const settings = useStoreSettings();
  const overrides = parsePreviewOverrides(params);
  const format = simpleSymbolFormatter(settings.currencyCode);
  const theme = overrides.primaryColor
    ? (themeVariables(themeColors(overrides.primaryColor)) as CSSProperties)
    : undefined;
  const logo = overrides.logo ?? settings.company.logo?.src;

  return (
    <div style={theme} className="flex min-h-dvh flex-col bg-white" data-testid="preview-page">
      <header className="border-b border-gray-200">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          {logo ? (
            <img
              src={logo}
              alt={settings.company.logo?.alt || settings.company.name}
              data-testid="preview-logo"
              className="h-9 w-auto max-w-[12rem] object-contain sm:h-10"
            />
          ) : (
            <span className="text-lg font-bold text-gray-900">{settings.company.name}</span>
          )}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-700">
            <Eye aria-hidden="true" className="size-3.5" />
            <Trans>Preview</Trans>
          </span>
        </div>
      </header>
      <main id="main" className="flex-1">
        <ProductGate
          slug={slug}
          type="GiftCard"
          texts={{
            notFound: t`Gift card not found`,
            failed: t`Failed to load gift card details. Please try again later.`,
          }}
        >
          {(product) => (
            <GiftCardView
              key={product.id}
              product={product}
              format={format}
              look={{ title: overrides.title, heroImage: overrides.heroImage }}
            />
          )}
        </ProductGate>
      </main>
    </div>
  );
}
