import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { hashSecret, randomSecret } from '../../lib/secret-tokens.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import type { StaffUser } from './staff-repository.ts';
import { insertToken, retireTokensOfUser, type StaffTokenKind } from './token-repository.ts';

const VALID_FOR_MS: Record<StaffTokenKind, number> = {
  invitation: 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};
export const LINK_VALIDITY_TEXT: Record<StaffTokenKind, string> = {
  invitation: '24 hours',
  'password-reset': '1 hour',
};
const LINK_PATHS: Record<StaffTokenKind, string> = {
  invitation: '/admin/accept-invitation',
  'password-reset': '/admin/reset-password',
};

export interface OneTimeLink {
  url: string;
  tokenId: string;
}

/**
 * A new one-time link for a person, replacing any link they still had. The token rides in the
 * URL's fragment (#token=…), which browsers never send to a server: it stays out of access logs
 * and Referer headers.
 */
export async function issueOneTimeLink(
  db: Executor,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  store: { id: string; slug: string },
  user: Pick<StaffUser, 'id'>,
  kind: StaffTokenKind,
): Promise<OneTimeLink> {
  await retireTokensOfUser(db, user.id);
  const token = randomSecret();
  const row = await insertToken(db, {
    tokenHash: hashSecret(token),
    userId: user.id,
    storeId: store.id,
    kind,
    expiresAt: new Date(Date.now() + VALID_FOR_MS[kind]),
  });
  return {
    url: `${publicBaseUrl(config.PUBLIC_URL_TEMPLATE, store.slug)}${LINK_PATHS[kind]}#token=${token}`,
    tokenId: row.id,
  };
}

/** Mails the link through the durable delivery queue, in the caller's transaction. */
export async function mailOneTimeLink(
  db: Executor,
  storeId: string,
  to: string,
  kind: StaffTokenKind,
  link: OneTimeLink,
  invitedBy?: string,
): Promise<void> {
  await recordDeliveries(db, [
    {
      storeId,
      kind: kind === 'invitation' ? 'staff-invitation' : 'password-reset',
      subjectId: link.tokenId,
      recipient: to,
      payload: { link: link.url, ...(invitedBy ? { invitedBy } : {}) },
    },
  ]);
}
