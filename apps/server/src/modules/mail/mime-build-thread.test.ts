import { Worker } from 'node:worker_threads';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it, vi } from 'vitest';
import { buildMail } from './mime-build.ts';
import { mimeBuildThread } from './mime-build-thread.ts';

// Fixed where nodemailer would pick them at random or by the clock, so two builds can be compared.
const mail = (i: number): Mail.Options => ({
  date: new Date('2026-11-28T12:00:00Z'),
  baseBoundary: 'b0b0b0b0',
  messageId: `<delivery.${i}@gifts.example>`,
  from: { name: 'Café "Chez Zoë"', address: 'no-reply@gifts.example' },
  to: `zoë${i}@bücher.example`,
  subject: 'Votre carte — un rappel',
  html: `<p>Bonjour ${i}</p>\n.\n${'une ligne assez longue '.repeat(30)}`,
  text: `Bonjour ${i}\n.\n..leading dots`,
  headers: { 'List-Unsubscribe': '<https://acme.example/unsubscribe/abc>' },
});

describe('mimeBuildThread: mails built on a thread of their own', () => {
  it('builds the same bytes, envelope and Message-ID as buildMail here, each its own', async () => {
    const thread = mimeBuildThread();
    try {
      const built = await Promise.all([1, 2, 3].map((i) => thread.build(mail(i))));
      built.forEach((one, i) => {
        const here = buildMail(mail(i + 1));
        expect(Buffer.isBuffer(one.raw)).toBe(true);
        expect(one.raw.toString('utf8')).toBe(here.raw.toString('utf8'));
        expect(one.envelope).toEqual(here.envelope);
        expect(one.messageId).toBe(`<delivery.${i + 1}@gifts.example>`);
      });
      // Bodies given as bytes are bytes to nodemailer on the thread too.
      const bytes = { ...mail(4), html: Buffer.from('<p>Hé</p>'), text: Buffer.from('plain') };
      expect((await thread.build(bytes)).raw.equals(buildMail(bytes).raw)).toBe(true);
      expect(thread.answered()).toBe(4);
    } finally {
      await thread.close();
    }
  });

  it("fails a build with the builder's own error", async () => {
    const thread = mimeBuildThread();
    try {
      await expect(thread.build({ ...mail(1), html: { path: '/etc/hostname' } })).rejects.toThrow(
        'buildMail: only string or Buffer bodies',
      );
      // The thread is still there for the next one.
      expect((await thread.build(mail(2))).messageId).toBe('<delivery.2@gifts.example>');
      expect(thread.answered()).toBe(2);
    } finally {
      await thread.close();
    }
  });

  it('builds here when the thread cannot start, and does not start it again', async () => {
    const start = vi.fn(() => new Worker('throw new Error("no thread")', { eval: true }));
    const thread = mimeBuildThread(start);
    try {
      const [one, two] = await Promise.all([thread.build(mail(1)), thread.build(mail(2))]);
      expect(one.raw.equals(buildMail(mail(1)).raw)).toBe(true);
      expect(two.messageId).toBe('<delivery.2@gifts.example>');
      expect((await thread.build(mail(3))).messageId).toBe('<delivery.3@gifts.example>');
      expect(start).toHaveBeenCalledTimes(1);
      expect(thread.answered()).toBe(0);
    } finally {
      await thread.close();
    }
  });

  it('builds here what a thread that died was holding, and starts another for the next', async () => {
    let started = 0;
    // A thread that answers one build and exits on the next.
    const start = () => {
      started += 1;
      return new Worker(
        `const { parentPort } = require('node:worker_threads');
         let n = 0;
         parentPort.on('message', ({ id }) => {
           if (n++ > 0) process.exit(3);
           parentPort.postMessage({ id, error: 'answered' });
         });`,
        { eval: true },
      );
    };
    const thread = mimeBuildThread(start);
    try {
      await expect(thread.build(mail(1))).rejects.toThrow('answered');
      expect((await thread.build(mail(2))).raw.equals(buildMail(mail(2)).raw)).toBe(true);
      await expect(thread.build(mail(3))).rejects.toThrow('answered');
      expect(started).toBe(2);
      expect(thread.answered()).toBe(2);
    } finally {
      await thread.close();
    }
  });
});
