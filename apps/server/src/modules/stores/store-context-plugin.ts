import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storeSlugFromHost } from '../../lib/host.ts';
import { forbidden, notFound } from '../../lib/domain-errors.ts';
import { findStoreBySlug, type StoreRecord } from './store-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    storeSlug: string;
    store: StoreRecord;
  }
  interface FastifyInstance {
    /** The store of a slug (cached for a moment), or null. */
    findStore: (slug: string) => Promise<StoreRecord | null>;
    /** preHandler: loads the host's store or answers 404 'Store not found'. */
    loadStore: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as loadStore, and answers 403 when the store is not Active. */
    loadActiveStore: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    invalidateStoreCache: (slug?: string) => void;
  }
}

/** A short cache: store settings change rarely and are read on every request. */
const CACHE_MS = 2_000;

export default fp(
  async (app) => {
    const cache = new Map<string, { at: number; store: StoreRecord | null }>();

    async function lookup(slug: string): Promise<StoreRecord | null> {
      const hit = cache.get(slug);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.store;
      const store = await findStoreBySlug(app.db, slug);
      cache.set(slug, { at: Date.now(), store });
      if (cache.size > 1000) cache.delete(cache.keys().next().value as string);
      return store;
    }

    app.decorateRequest('storeSlug', '');
    app.decorateRequest('store', null as unknown as StoreRecord);
    app.addHook('onRequest', async (request) => {
      request.storeSlug = storeSlugFromHost(request.headers.host, app.config.DEFAULT_STORE);
    });

    app.decorate('findStore', lookup);
    app.decorate('loadStore', async (request: FastifyRequest) => {
      const store = await lookup(request.storeSlug);
      if (!store) throw notFound('Store not found');
      request.store = store;
    });
    app.decorate('loadActiveStore', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.loadStore(request, reply);
      if (request.store.settings.status !== 'Active') throw forbidden('Store is not active');
    });
    app.decorate('invalidateStoreCache', (slug?: string) => {
      if (slug) cache.delete(slug);
      else cache.clear();
    });
  },
  { name: 'store-context', dependencies: ['database'] },
);
