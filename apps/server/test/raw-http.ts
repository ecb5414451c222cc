import net from 'node:net';

/**
 * Writes `text` to a fresh connection and keeps it open, as a slow or stalled client would, until
 * the server closes it. Resolves with everything the server sent.
 */
export function sendAndStall(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
  });
}

/** The status line and the JSON body of a raw HTTP/1.1 answer. */
export function parseRawAnswer(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: body ? JSON.parse(body) : null };
}
