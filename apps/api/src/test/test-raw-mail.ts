/** What tests read from a message as it arrived: decoded headers and the plain-text body. */
export interface ParsedMail {
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
}

/**
 * Just enough MIME for the messages nodemailer writes (tests only): unfolded headers with UTF-8 encoded
 * words, and the text/plain part, single or inside multipart/alternative, quoted-printable or base64.
 */
export function parseRawMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  return { raw, headers, subject: headers.get('subject') ?? '', text: plainText(headers, body) };
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  const head = end === -1 ? entity : entity.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end === -1 ? '' : entity.slice(end + 4) };
}

function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const entity = splitEntity(part.replace(/^\r\n/, ''));
      const text = plainText(entity.headers, entity.body);
      if (text) return text;
    }
    return '';
  }
  if (!type.startsWith('text/plain')) return '';
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).replace(/\r\n$/, '');
  return body.replace(/\r\n$/, '');
}

function decodeQuotedPrintable(text: string): string {
  // Literal % signs are escaped first so decodeURIComponent only turns the =XX bytes back into text.
  const escaped = text.replace(/=\r\n/g, '').replace(/%/g, '%25');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`));
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
