import { Writable } from 'node:stream';

/** Every JSON line the app logged. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
  text = () => this.lines.map((line) => JSON.stringify(line)).join('\n');
}
