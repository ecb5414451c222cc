import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Headers every response carries unless a route sets its own (helmet sets them as the request
 * arrives; a route's own header replaces it). Helmet's defaults that would change what the
 * storefront, dashboard and uploads answer are off:
 * - contentSecurityPolicy: no site-wide CSP. A store's custom embed script and the payment
 *   provider load code the server cannot list; the dashboard, uploads, gift card pages (script
 *   hash) and dev mailbox set strict ones of their own.
 * - xFrameOptions, crossOriginResourcePolicy, crossOriginEmbedderPolicy: stores embed the
 *   storefront in their own sites (?embed=true) and load its images and scripts from there.
 * - strictTransportSecurity: only in production behind https addresses; elsewhere it would pin
 *   local and test hosts to https.
 * - originAgentCluster, xDnsPrefetchControl, xDownloadOptions, xPermittedCrossDomainPolicies,
 *   xXssProtection, hidePoweredBy: headers this server never sent; left off so answers stay as
 *   they were (behaviour unchanged, issue 11).
 */
export default fp(
  async (app) => {
    const overHttps = app.config.NODE_ENV === 'production' && app.config.PUBLIC_URL_TEMPLATE.startsWith('https://');
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      xFrameOptions: false,
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: overHttps ? { maxAge: 15552000, includeSubDomains: true, preload: false } : false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      hidePoweredBy: false,
      xContentTypeOptions: true,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
  },
  { name: 'security-headers', dependencies: ['database'] },
);
