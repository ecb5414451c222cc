import type { Product } from '@giftfront/domain/product';
import { Accordion } from '@/components/accordion';
import { HtmlContent, useSanitizeHtml } from '@/components/html-content';
import { useLingui } from '@lingui/react/macro';

/** product §2: Details and Terms and conditions as collapsible sections (merchant HTML, sanitized). */
export function ProductSections({ product }: { product: Pick<Product, 'details' | 'terms'> }) {
  const sanitizeHtml = useSanitizeHtml();
  const { t } = useLingui();
  const items = [
    { value: 'details', title: t`Details`, html: product.details, testId: 'details-section' },
    { value: 'terms', title: t`Terms and conditions`, html: product.terms, testId: 'terms-section' },
  ]
    .filter((section) => sanitizeHtml(section.html).trim())
    .map((section) => ({ ...section, content: <HtmlContent html={section.html} /> }));
  return <Accordion items={items} />;
}
