import type { DestinationStream } from 'pino';

/** What the batches are handed to: pino's sonic-boom destination (`pino.destination`), or a test's stand-in. */
export interface LogSink {
  write(data: string): unknown;
  flush(): void;
  flushSync(): void;
}

/**
 * Collects log lines and hands them to `sink` joined, once at least `minLength` characters wait (decision 032).
 * sonic-boom buffers by appending each line to one string and measuring that string's UTF-8 length on every
 * write, which cost more CPU per request line than pino's formatting of it; an array joined once per batch costs
 * a fraction. The sink keeps doing what it is good at: asynchronous writes, partial writes and EAGAIN, EPIPE,
 * and writing synchronously at exit. `flush` and `flushSync` hand over what waits first, so nothing is held
 * back by this layer: the server flushes every second, at once after a warning or an error, and before exit.
 */
export class BatchedDestination implements DestinationStream {
  #lines: string[] = [];
  #length = 0;

  constructor(
    private readonly sink: LogSink,
    private readonly minLength: number,
  ) {}

  write(line: string): void {
    this.#lines.push(line);
    this.#length += line.length;
    if (this.#length >= this.minLength) this.#handOver();
  }

  /** Hands what waits to the sink, which writes it asynchronously. */
  flush(): void {
    this.#handOver();
    this.sink.flush();
  }

  /** Hands what waits to the sink and has it write everything before returning (exit). */
  flushSync(): void {
    this.#handOver();
    this.sink.flushSync();
  }

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const batch = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#length = 0;
    this.sink.write(batch);
  }
}
