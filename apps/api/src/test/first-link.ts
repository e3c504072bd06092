// Stops at whitespace and at characters that usually close a link in prose or markup.
const HTTP_URL = /https?:\/\/[^\s<>"'()[\]]+/i;

/** The first http(s) address in a text, without sentence punctuation stuck to its end. */
export function firstLink(text: string): string | undefined {
  return HTTP_URL.exec(text)?.[0].replace(/[.,;:!?]+$/, '');
}
