import { Worker } from 'node:worker_threads';
import type Mail from 'nodemailer/lib/mailer';
import { buildMail, type BuiltMail } from './mime-build.ts';
import type { BuildReply, BuildRequest } from './mime-build-worker.ts';

/** Builds mails (mime-build.ts) on a thread of its own. */
export interface MimeBuildThread {
  build(mail: Mail.Options): Promise<BuiltMail>;
  /** How many builds the thread has answered (the others were built on the calling thread). */
  answered(): number;
  close(): Promise<void>;
}

/**
 * The worker's entry beside this module: JavaScript in the built server (scripts/build-server.mjs
 * emits dist/mime-build-worker.js beside the chunks), TypeScript from source (dev, tests, bench),
 * loaded through tsx, whose loader a worker does not take over from its process on Node 20. Without
 * the process's flags: a worker needs neither the tracing nor the watch of the server.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./mime-build-worker.js', import.meta.url), { execArgv: [] });
  const entry = JSON.stringify(new URL('./mime-build-worker.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${entry}))`, {
    eval: true,
    execArgv: [],
  });
}

/**
 * A thread that builds the MIME bytes of mails (issue 24, decision 0273): building is most of a
 * gift email's CPU on the main thread, where every SMTP reply and database answer would wait
 * behind it. Started on the first build, held (ref'd) only while it has builds to answer. Builds
 * the thread fails to answer (it crashed, or could not start) are built here instead, and a thread
 * that never answered is not started again: the thread only ever moves work, a mail never depends on it.
 */
export function mimeBuildThread(start: () => Worker = startWorker): MimeBuildThread {
  let worker: Worker | null = null;
  let disabled = false;
  let nextId = 0;
  let answeredBuilds = 0;
  const pending = new Map<
    number,
    { mail: Mail.Options; resolve: (built: BuiltMail) => void; reject: (err: unknown) => void }
  >();

  const buildHere = (mail: Mail.Options) => {
    try {
      return Promise.resolve(buildMail(mail));
    } catch (err) {
      return Promise.reject(err);
    }
  };

  const started = (): Worker => {
    if (worker) return worker;
    const thread = start();
    let answered = false;
    thread.unref();
    thread.on('message', (reply: BuildReply) => {
      answered = true;
      answeredBuilds += 1;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) thread.unref();
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else {
        const raw = Buffer.from(reply.raw.buffer, reply.raw.byteOffset, reply.raw.byteLength);
        waiting.resolve({ envelope: reply.envelope, messageId: reply.messageId, raw });
      }
    });
    const gone = () => {
      if (worker !== thread) return;
      worker = null;
      if (!answered) disabled = true;
      const orphans = [...pending.values()];
      pending.clear();
      for (const { mail, resolve, reject } of orphans) buildHere(mail).then(resolve, reject);
    };
    thread.on('error', gone);
    thread.on('exit', gone);
    worker = thread;
    return thread;
  };

  return {
    build(mail) {
      if (disabled) return buildHere(mail);
      const thread = started();
      const id = nextId++;
      if (pending.size === 0) thread.ref();
      return new Promise<BuiltMail>((resolve, reject) => {
        pending.set(id, { mail, resolve, reject });
        thread.postMessage({ id, mail } satisfies BuildRequest);
      });
    },
    answered: () => answeredBuilds,
    async close() {
      const thread = worker;
      worker = null;
      disabled = true;
      const orphans = [...pending.values()];
      pending.clear();
      for (const { mail, resolve, reject } of orphans) buildHere(mail).then(resolve, reject);
      if (thread) await thread.terminate();
    },
  };
}
