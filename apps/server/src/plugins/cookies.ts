import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

/** Parses request cookies and lets routes set them (the dashboard's session cookie). */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookies' },
);
