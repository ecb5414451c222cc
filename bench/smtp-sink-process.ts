import { startSmtpSink } from '../apps/server/test/smtp-sink.ts';

/**
 * A loopback SMTP sink in its own process (forked by delivery.bench.ts), so the benchmark measures
 * the server's sending, not the sink sharing its event loop. Answers 'count' and 'close' over IPC.
 */
const sink = await startSmtpSink({ parse: false });
process.send!({ url: sink.url });
process.on('message', async (message) => {
  if (message === 'count') process.send!({ count: sink.mails.length });
  if (message === 'close') {
    await sink.close();
    process.exit(0);
  }
});
