/** docs/store-file.md page texts the tab edits; other checkout keys a store file set are kept. */
export const PAGE_TEXTS = [
  ['cart.empty.title', 'Empty cart title', 'Your Cart is Empty'],
  ['cart.empty.message', 'Empty cart message', "Looks like you haven't added any items to your cart yet"],
  ['cart.empty.cta', 'Empty cart button', 'Continue Shopping'],
  ['cart.summary.title', 'Cart summary title', 'Your Cart'],
  ['cart.summary.checkoutButton', 'Cart checkout button', 'Proceed to Checkout'],
  ['checkout.yourDetailsTitle', 'Checkout: details title', 'Your Details'],
  ['checkout.deliveryTitle', 'Checkout: delivery title', 'Delivery method and shipping details'],
  ['checkout.paymentTitle', 'Checkout: payment title', 'Payment'],
  ['checkout.payButton', 'Checkout: pay button', 'Pay now'],
  ['confirmation.success.message', 'Order confirmation message', 'The message above the order details'],
  [
    'product.delivery',
    'Product page: delivery line',
    'Sent by email straight away, or on the day and time you choose.',
  ],
  ['product.expiry', 'Product page: expiry line', 'Empty: the card expiry policy in words'],
  ['product.redeem', 'Product page: how to redeem', 'Show the code in store or enter it at checkout online.'],
] as const;
