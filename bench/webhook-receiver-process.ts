import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback webhook receiver in its own process (forked by webhooks.bench.ts), answering 204 to
 * every POST, so the benchmark measures the server's sending. Answers 'count' and 'close' over IPC.
 */
let received = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks` });
});
process.on('message', (message) => {
  if (message === 'count') process.send!({ count: received });
  if (message === 'close') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
