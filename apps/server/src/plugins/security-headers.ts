import fp from 'fastify-plugin';

/**
 * Headers every response carries unless a route set its own. No frame restriction: stores embed
 * the storefront in their own sites (?embed=true). No site-wide CSP: a store's custom embed
 * script and the payment provider load code the server cannot list; the gift card pages and the
 * dev mailbox set strict ones of their own.
 */
const DEFAULTS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

export default fp(
  async (app) => {
    const overHttps = app.config.NODE_ENV === 'production' && app.config.PUBLIC_URL_TEMPLATE.startsWith('https://');
    const headers = Object.entries(overHttps ? { ...DEFAULTS, 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : DEFAULTS);
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['database'] },
);
