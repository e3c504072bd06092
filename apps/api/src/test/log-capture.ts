import { Writable } from 'node:stream';

/** Tests only: pino options that keep every log line (parsed) for the test to read. */
export function logCapture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level, stream }, text: () => JSON.stringify(lines) };
}
