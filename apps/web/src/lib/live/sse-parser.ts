/** One dispatched Server-Sent Event: its type (`message` when the stream named none), data and last id. */
export interface SseEvent {
  event: string;
  data: string;
  id: string;
}

export interface SseParserHandlers {
  onEvent: (event: SseEvent) => void;
  /** The stream's `retry:` field: how long to wait before reconnecting, in milliseconds. */
  onRetry?: (milliseconds: number) => void;
  /** A comment line (`: keep-alive`), without its colon. */
  onComment?: (text: string) => void;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; a line or an event may span any number of chunks. */
  push: (chunk: string) => void;
}

/**
 * The event-stream format of the HTML standard ("Interpreting an event stream"), for streams read with fetch
 * (EventSource cannot send the Authorization header): lines end in CRLF, LF or CR; `field: value` with one
 * optional space; `data` lines join with a line feed; an empty line dispatches; an event without data is dropped.
 */
export function createSseParser({ onEvent, onRetry, onComment }: SseParserHandlers): SseParser {
  let buffer = '';
  let atStart = true;
  // A CR ended the last chunk: an LF opening the next belongs to it.
  let skipLineFeed = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = '';

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastEventId });
    eventType = '';
    data = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return onComment?.(line.slice(1).trimStart());
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
    // Any other field is ignored, as the standard says.
  };

  return {
    push(chunk) {
      if (!chunk) return;
      let text = chunk;
      if (skipLineFeed && text.startsWith('\n')) text = text.slice(1);
      skipLineFeed = false;
      if (atStart && text) {
        if (text.startsWith('\uFEFF')) text = text.slice(1);
        atStart = false;
      }
      buffer += text;
      let lineStart = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\r' && character !== '\n') continue;
        processLine(buffer.slice(lineStart, index));
        if (character === '\r') {
          if (index + 1 === buffer.length) skipLineFeed = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        lineStart = index + 1;
      }
      buffer = buffer.slice(lineStart);
    },
  };
}
