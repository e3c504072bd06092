/** Tests only: reads a Server-Sent Events stream until `text` has arrived, or fails after the timeout. */
export async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  text: string,
  timeoutMs = 10_000,
): Promise<string> {
  const decoder = new TextDecoder();
  let received = '';
  const deadline = Date.now() + timeoutMs;
  while (!received.includes(text)) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no "${text}" in ${JSON.stringify(received)}`)),
        Math.max(0, deadline - Date.now()),
      );
    });
    try {
      const { value, done } = await Promise.race([reader.read(), timeout]);
      if (done) throw new Error(`stream ended before "${text}"`);
      received += decoder.decode(value, { stream: true });
    } finally {
      clearTimeout(timer);
    }
  }
  return received;
}

/** Tests only: reads a stream until the server ends it; answers when that was (ms since epoch) and what came. */
export async function readUntilEnd(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  timeoutMs = 10_000,
): Promise<{ endedAt: number; received: string }> {
  const decoder = new TextDecoder();
  let received = '';
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the stream did not end; it sent ${JSON.stringify(received)}`)),
        Math.max(0, deadline - Date.now()),
      );
    });
    try {
      const { value, done } = await Promise.race([reader.read(), timeout]);
      if (done) return { endedAt: Date.now(), received };
      received += decoder.decode(value, { stream: true });
    } catch (error) {
      // The connection reset as the server closed it counts as its end too.
      if ((error as Error).message.startsWith('the stream did not end')) throw error;
      return { endedAt: Date.now(), received };
    } finally {
      clearTimeout(timer);
    }
  }
}
