import net from 'node:net';

/** Whether nothing listens on this port of the loopback interface (Vite and the server bind there). */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: 'localhost' }, () => probe.close(() => resolve(true)));
  });
}

/** The first port from `start` up that is free and not in `taken`. */
export async function firstFreePort(start, taken = []) {
  for (let port = start; port < start + 100; port++) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port between ${start} and ${start + 99}.`);
}
