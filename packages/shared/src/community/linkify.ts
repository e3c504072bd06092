/**
 * Splits a post's plain text into text and web links, so the screen can make links clickable without ever
 * treating the text as HTML. Only http and https addresses become links.
 */
export type PostPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[.,;:!?)\]]+$/;

export function splitPostText(content: string): PostPart[] {
  const parts: PostPart[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const address = raw.slice(0, raw.length - trailing.length);
    let href: string | undefined;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.toString();
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}
