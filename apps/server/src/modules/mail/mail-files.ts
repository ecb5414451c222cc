import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message.ts';

/**
 * Development keeps each mail as a file a developer can open: DATA_DIR/mail/<store>/<time>-<id>.eml
 * (a whole message, as a mail program reads it). One folder per store, so reading one store's
 * mail shows no other store's gift card codes. `npm run mail -- list` reads them while the
 * server holds the embedded database.
 */
export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail');

const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function writeMailFile(
  dataDir: string,
  storeSlug: string,
  id: string,
  from: string,
  message: MailMessage,
): Promise<string> {
  const { message: eml } = (await builder.sendMail({
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.headers ? { headers: message.headers } : {}),
  })) as { message: Buffer };
  const folder = path.join(mailFolder(dataDir), storeSlug);
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
  await fs.writeFile(file, eml);
  return file;
}

export interface MailFile {
  /** `<store>/<file name>`, what `npm run mail -- show` takes. */
  id: string;
  store: string;
  to: string;
  subject: string;
  writtenAt: Date;
}

const header = (eml: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'im').exec(eml)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';

/** The mail files, newest first. */
export async function listMailFiles(dataDir: string, limit: number): Promise<MailFile[]> {
  const root = mailFolder(dataDir);
  const stores = await fs.readdir(root).catch(() => [] as string[]);
  const files: MailFile[] = [];
  for (const store of stores) {
    for (const name of await fs.readdir(path.join(root, store)).catch(() => [] as string[])) {
      if (!name.endsWith('.eml')) continue;
      const full = path.join(root, store, name);
      const eml = await fs.readFile(full, 'utf8');
      const { mtime } = await fs.stat(full);
      files.push({
        id: `${store}/${name}`,
        store,
        to: header(eml, 'To'),
        subject: header(eml, 'Subject'),
        writtenAt: mtime,
      });
    }
  }
  return files.sort((a, b) => b.writtenAt.getTime() - a.writtenAt.getTime()).slice(0, limit);
}

/** One mail file's text, or null when there is none by that id (or the id leaves the mail folder). */
export async function readMailFile(dataDir: string, id: string): Promise<string | null> {
  const root = mailFolder(dataDir);
  const full = path.resolve(root, id);
  if (!full.startsWith(root + path.sep) || !full.endsWith('.eml')) return null;
  return fs.readFile(full, 'utf8').catch(() => null);
}
