import { describe, expect, it } from 'vitest';
import { BatchedDestination, type LogSink } from './batched-destination';

function recordingSink() {
  const calls: string[] = [];
  const sink: LogSink = {
    write: (data) => calls.push(`write:${data}`),
    flush: () => calls.push('flush'),
    flushSync: () => calls.push('flushSync'),
  };
  return { sink, calls };
}

describe('batched log destination', () => {
  it('hands lines over joined, in order, once enough wait', () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 10);
    destination.write('one\n');
    destination.write('two\n');
    expect(calls).toEqual([]);
    destination.write('three\n');
    expect(calls).toEqual(['write:one\ntwo\nthree\n']);
    destination.write('four\n');
    expect(calls).toHaveLength(1);
  });

  it('hands over what waits before the sink flushes, asynchronously or at exit', () => {
    const { sink, calls } = recordingSink();
    const destination = new BatchedDestination(sink, 4096);
    destination.write('warning\n');
    destination.flush();
    expect(calls).toEqual(['write:warning\n', 'flush']);
    destination.flush();
    expect(calls).toEqual(['write:warning\n', 'flush', 'flush']);
    destination.write('last\n');
    destination.flushSync();
    expect(calls.slice(3)).toEqual(['write:last\n', 'flushSync']);
  });
});
