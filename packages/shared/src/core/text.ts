import { z } from 'zod';

/**
 * The one place request strings are defined: every text a client sends goes through `safeLine()` (one line) or
 * `safeText()` (several), so no field accepts C0 control characters. PostgreSQL cannot store U+0000 at all (a
 * NUL reaching a query fails it), and the other controls have no place in a name, an address or a message: they
 * hide text in logs, e-mails and screens. Tab, line feed and carriage return are allowed where text may span
 * lines. A lone half of a surrogate pair is refused too: it is no character, and PostgreSQL cannot store it.
 * Decision 016.
 */
export const TEXT_MESSAGES = {
  controlCharacters: 'Remove the control characters (such as NUL) from this field.',
  brokenCharacters: 'This field has a broken character; type it again.',
} as const;

// Half of a surrogate pair on its own is no character: UTF-8 (and so PostgreSQL) cannot store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// U+0000–U+001F. A line allows none of them; multiline text allows tab (09), line feed (0A), carriage return (0D).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export interface TextOptions {
  /** The message for a missing or non-string value (zod's `error`). */
  error?: string;
  /** Trims surrounding white space before any other check; on by default. Passwords keep theirs. */
  trim?: boolean;
}

function text(controls: RegExp, { error, trim = true }: TextOptions) {
  const base = z.string(error === undefined ? undefined : { error });
  return (trim ? base.trim() : base)
    .refine((value) => !controls.test(value), { error: TEXT_MESSAGES.controlCharacters, abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), { error: TEXT_MESSAGES.brokenCharacters, abort: true });
}

/** One line of text (names, addresses, codes, tokens, query values): no control characters at all. */
export function safeLine(options: TextOptions = {}) {
  return text(CONTROL_IN_LINE, options);
}

/** Text that may span lines (a message): tab and line breaks allowed, other control characters not. */
export function safeText(options: TextOptions = {}) {
  return text(CONTROL_IN_TEXT, options);
}
