/**
 * How counts and file sizes read, once for every screen, e-mail and notification: "1 day", "2 days",
 * "1,250 jobs"; "512 bytes", "21 KB", "1.3 MB", "1.0 GB".
 */

const PLURAL_RULES = new Intl.PluralRules('en-US');
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A count with its noun in the form English uses for that number (`Intl.PluralRules`): `formatCount(1, 'day')` is
 * "1 day", `formatCount(0, 'day')` "0 days", `formatCount(3, 'entry', 'entries')` "3 entries". The plural is the
 * noun plus "s" unless given.
 */
export function formatCount(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${PLURAL_RULES.select(count) === 'one' ? one : other}`;
}

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * A file size as people read it, in binary units: bytes below 1 KB, whole KB below 1 MB (so a 21 KB file is never
 * "0.0 MB"), then MB and GB to one decimal. A size that rounds up to the next unit is written in it ("1.0 MB",
 * not "1,024 KB").
 */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size < KB) return formatCount(Math.round(size), 'byte');
  if (Math.round(size / KB) < KB) return `${WHOLE.format(Math.round(size / KB))} KB`;
  if (Number((size / MB).toFixed(1)) < KB) return `${ONE_DECIMAL.format(size / MB)} MB`;
  return `${ONE_DECIMAL.format(size / GB)} GB`;
}
