import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from '@giftfront/domain/languages';
import { queryLanguage, requestLanguage, type LanguageSettings } from '../../lib/request-language.ts';

/**
 * The shopper's language for this page (issue 29): `?lang=` (then kept in the cookie, so a shared
 * link keeps its language), the kept choice, Accept-Language among the store's, the store's default.
 */
export function shopperLanguage(request: FastifyRequest, reply: FastifyReply, settings: LanguageSettings | undefined) {
  const query = queryLanguage(request);
  const language: Language = requestLanguage(request, settings);
  if (query && query.toLowerCase() === language && request.cookies[LANGUAGE_COOKIE] !== language)
    reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return language;
}
