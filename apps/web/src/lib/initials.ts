/**
 * Up to two initials for an avatar: the first letter of the first and of the last word.
 * Words are split on whitespace; leading punctuation ("'Sam'") is skipped.
 */
export function getInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '';
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}
