import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(...chunks: string[]) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onEvent: (event) => events.push(event),
    onComment: (text) => comments.push(text),
    onRetry: (milliseconds) => retries.push(milliseconds),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, comments, retries };
}

describe('createSseParser', () => {
  it('reads a named event with JSON data', () => {
    expect(parse('event: notifications.changed\ndata: {}\n\n').events).toEqual([
      { event: 'notifications.changed', data: '{}', id: '' },
    ]);
  });

  it('names an event without a type "message" and joins data lines with a line feed', () => {
    expect(parse('data: one\ndata: two\n\n').events).toEqual([
      { event: 'message', data: 'one\ntwo', id: '' },
    ]);
  });

  it('dispatches only at the empty line, across chunks split anywhere', () => {
    const text = 'event: a\ndata: {"x":1}\n\nevent: b\ndata: 2\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { events } = parse(text.slice(0, cut), text.slice(cut));
      expect(events.map((event) => [event.event, event.data])).toEqual([
        ['a', '{"x":1}'],
        ['b', '2'],
      ]);
    }
    expect(parse('event: a\ndata: 1\n').events).toEqual([]);
  });

  it('accepts CRLF and CR line endings, also with the CR and LF in different chunks', () => {
    expect(parse('event: a\r\ndata: 1\r\n\r\n').events).toHaveLength(1);
    expect(parse('event: a\rdata: 1\r\r').events).toHaveLength(1);
    const split = parse('event: a\r', '\ndata: 1\r', '\n\r', '\n');
    expect(split.events).toEqual([{ event: 'a', data: '1', id: '' }]);
  });

  it('reports comments (keep-alives) and dispatches nothing for them', () => {
    const { events, comments } = parse(': keep-alive\n\n:\n\n');
    expect(events).toEqual([]);
    expect(comments).toEqual(['keep-alive', '']);
  });

  it('drops an event without data, and resets the type after each dispatch', () => {
    const { events } = parse('event: lonely\n\ndata: x\n\n');
    expect(events).toEqual([{ event: 'message', data: 'x', id: '' }]);
  });

  it('removes one space after the colon only, and reads a field without a colon as empty', () => {
    expect(parse('data:  two spaces\n\n').events[0]?.data).toBe(' two spaces');
    expect(parse('data:tight\n\n').events[0]?.data).toBe('tight');
    expect(parse('data\n\n').events[0]?.data).toBe('');
  });

  it('keeps the last event id and reads retry only when it is all digits', () => {
    const { events, retries } = parse('id: 7\nretry: 5000\nretry: soon\ndata: a\n\ndata: b\n\n');
    expect(events.map((event) => event.id)).toEqual(['7', '7']);
    expect(retries).toEqual([5000]);
  });

  it('ignores unknown fields and a leading byte order mark', () => {
    expect(parse('\uFEFFevent: a\nfoo: bar\ndata: 1\n\n').events).toEqual([
      { event: 'a', data: '1', id: '' },
    ]);
  });
});

describe('createSseParser, whatever the chunking', () => {
  /** A small seeded generator, so a failure replays exactly. */
  function random(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * below);
    };
  }
  const alphabet = ['a', 'b', '{', '}', ':', ' ', 'é', '"'];
  const names = ['notifications.changed', 'documents.shared', 'message'];

  it('reads the same events from 500 random streams split at random points, with each line ending', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const next = random(seed);
      const newline = ['\n', '\r\n', '\r'][next(3)] as string;
      const events = Array.from({ length: next(5) }, () => ({
        event: names[next(names.length)] as string,
        lines: Array.from({ length: 1 + next(3) }, () =>
          Array.from({ length: next(6) }, () => alphabet[next(alphabet.length)]).join(''),
        ),
      }));
      const text = events
        .map(
          ({ event, lines }) =>
            `: keep-alive${newline}event: ${event}${newline}` +
            `${lines.map((line) => `data: ${line}`).join(newline)}${newline}${newline}`,
        )
        .join('');
      const cuts = [...new Set(Array.from({ length: next(8) }, () => next(text.length + 1)))].sort(
        (a, b) => a - b,
      );
      const chunks = [...cuts, text.length].map((end, index, ends) =>
        text.slice(index === 0 ? 0 : ends[index - 1], end),
      );
      const { events: read } = parse(...chunks);
      expect(
        read.map(({ event, data }) => ({ event, data })),
        `seed ${seed}`,
      ).toEqual(events.map(({ event, lines }) => ({ event, data: lines.join('\n') })));
    }
  });
});
