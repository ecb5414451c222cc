import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs helper of scripts/dev.mjs
import { firstFreePort } from './free-port.mjs';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function occupy(): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve) =>
    server.listen({ port: 0, host: 'localhost' }, () => resolve((server.address() as net.AddressInfo).port)),
  );
}

describe('npm run dev', () => {
  it('moves past a port something else listens on, and past ports it has handed out already', async () => {
    const busy = await occupy();
    const port = await firstFreePort(busy);
    expect(port).toBeGreaterThan(busy);
    expect(await firstFreePort(busy, [port])).toBeGreaterThan(port);
  });
});
