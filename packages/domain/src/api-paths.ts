/** product §7 paths, shared by the server's routes and the storefront's calls. */
export const apiPaths = {
  storeSettings: '/api/Store/StoreSettings',
  products: '/api/Store/Products',
  productBySlug: (slug: string) => `/api/Store/GetProductBySlug/${encodeURIComponent(slug)}`,
  productById: (id: string) => `/api/Store/GetProductById/${encodeURIComponent(id)}`,
  customEmbedScript: '/api/Store/CustomEmbedScript',
  createPaymentIntent: '/api/Payment/CreatePaymentIntent',
  validateOrder: '/api/Payment/ValidateOrder',
  placeOrder: '/api/Payment/PlaceOrder',
  orderDetails: (paymentIntentId: string) =>
    `/api/Payment/GetOrderDetails?paymentIntentId=${encodeURIComponent(paymentIntentId)}`,
  /** A 'send the codes to me' order's codes as CSV (issue 31), for the browser that bought it. */
  bulkOrderCodes: (paymentIntentId: string) =>
    `/api/Payment/BulkOrderCodes?paymentIntentId=${encodeURIComponent(paymentIntentId)}`,
  activeDiscountCode: (code: string) => `/api/Payment/GetActiveDiscountCode/${encodeURIComponent(code)}`,
  giftCardByCode: (code: string) => `/api/Payment/GetGiftCardByCode/${encodeURIComponent(code)}`,
  giftCardById: (id: string) => `/api/Payment/GetGiftCardById/${encodeURIComponent(id)}`,
  /** The bonus credit rules live today (issue 31, decision 0145). */
  bonusRules: '/api/Promotions/BonusRules',
  sandboxConfirm: '/api/Payment/Sandbox/Confirm',
  sandboxAuthenticate: '/api/Payment/Sandbox/Authenticate',
  webhook: '/api/Payment/Webhook',
  balanceByCode: (code: string) => `/GiftCard/GetByCode/${encodeURIComponent(code)}`,
  giftCardPreview: (id: string) => `/GiftCard/Preview/${encodeURIComponent(id)}`,
  giftCardPdf: (id: string) => `/GiftCard/Pdf/${encodeURIComponent(id)}`,
  giftedPreview: (id: string) => `/GiftCard/GiftedPreview/${encodeURIComponent(id)}`,
  /** The buyer's manage page (issue 30); its changes are manageGiftChangePath in manage-gift.ts. */
  manageGift: (orderId: string) => `/api/ManageGift/${encodeURIComponent(orderId)}`,
} as const;
