import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { chooseLanguage, LANGUAGE_COOKIE, offeredLanguages, type Language } from '@giftfront/domain/languages';

export type LanguageSettings = Parameters<typeof offeredLanguages>[0];

/**
 * The shopper's language for this request (issue 29) among the store's: `?lang=`, the kept choice
 * (the cookie), Accept-Language, the store's default. The page and the catalogue's API answers
 * choose alike, so the merchant's texts come in the language the page is in (decision 0165).
 */
export function requestLanguage(request: FastifyRequest, settings: LanguageSettings | undefined): Language {
  return chooseLanguage({
    offered: offeredLanguages(settings ?? {}),
    query: queryLanguage(request),
    cookie: request.cookies[LANGUAGE_COOKIE],
    fromHeader: (among) => new Negotiator(request).language([...among]),
  });
}

export const queryLanguage = (request: FastifyRequest) =>
  new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
