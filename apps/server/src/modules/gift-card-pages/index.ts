/** The gift-card-pages module's public surface: other modules and the server's top level import only this file. */
export { loadPdfImage } from './card-image-file.ts';
export type { PdfImage } from './card-image-file.ts';
export { cardLocalizer, presentCard } from './card-presentation.ts';
export type { CardPresentation, VoucherPresentation } from './card-presentation.ts';
export { codeQrPng } from './code-qr.ts';
export { findGiftCardsByIds, findStoreGiftCard } from './gift-card-page-read-model.ts';
export type { GiftCardRecord, GiftCardWithBuyer } from './gift-card-page-read-model.ts';
export { paperFor } from './gift-card-pdf.ts';
export { includedItems } from './included-items.ts';
export { renderCardNotFoundPage } from './not-found-page.ts';
export { renderPage } from './page-shell.ts';
export { drawPdfImage } from './pdf-images.ts';
export { registerTextFonts, writeText } from './pdf-text.ts';
export {
  canThankBuyer,
  cardNotFoundPage,
  default as giftCardPageRoutes,
  previewPageFor,
  privatePage,
} from './routes.ts';
export { findThankYou, insertThankYou } from './thank-you-repository.ts';
