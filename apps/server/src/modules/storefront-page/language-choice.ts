import Negotiator from 'negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  offeredLanguages,
  type Language,
} from '@giftfront/domain/languages';

type LanguageSettings = Parameters<typeof offeredLanguages>[0];

/**
 * The shopper's language for this page (issue 29): `?lang=` (then kept in the cookie, so a shared
 * link keeps its language), the kept choice, Accept-Language among the store's, the store's default.
 */
export function shopperLanguage(request: FastifyRequest, reply: FastifyReply, settings: LanguageSettings | undefined) {
  const offered = offeredLanguages(settings ?? {});
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  const language: Language = chooseLanguage({
    offered,
    query,
    cookie: request.cookies[LANGUAGE_COOKIE],
    fromHeader: (among) => new Negotiator(request).language([...among]),
  });
  if (query && query.toLowerCase() === language && request.cookies[LANGUAGE_COOKIE] !== language)
    reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return language;
}
