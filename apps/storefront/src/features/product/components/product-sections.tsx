import type { Product } from '@giftfront/domain/product';
import { Accordion } from '@/components/accordion';
import { HtmlContent, useSanitizeHtml } from '@/components/html-content';

/** product §2: Details and Terms and conditions as collapsible sections (merchant HTML, sanitized). */
export function ProductSections({ product }: { product: Pick<Product, 'details' | 'terms'> }) {
  const sanitizeHtml = useSanitizeHtml();
  const items = [
    { value: 'details', title: 'Details', html: product.details, testId: 'details-section' },
    { value: 'terms', title: 'Terms and conditions', html: product.terms, testId: 'terms-section' },
  ]
    .filter((section) => sanitizeHtml(section.html).trim())
    .map((section) => ({ ...section, content: <HtmlContent html={section.html} /> }));
  return <Accordion items={items} />;
}
