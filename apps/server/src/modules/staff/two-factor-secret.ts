import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts authenticator secrets at rest (decision 0075): AES-256-GCM under a key derived from a
 * server secret, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A copy of the staff table
 * (a backup, an export, a log of a row) then holds nothing an authenticator could be made from.
 */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

export function secretBox(keyMaterial: () => Promise<string>): SecretBox {
  let key: Promise<Buffer> | null = null;
  const keyOf = () =>
    (key ??= keyMaterial().then((material) =>
      createHash('sha256').update('giftfront two-factor secrets\0').update(material).digest(),
    ));
  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    async open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable two-factor secret');
      const decipher = createDecipheriv('aes-256-gcm', await keyOf(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
