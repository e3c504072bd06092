/**
 * Password rules beyond length (decision 016): a password must not be trivially repetitive, name the product, or
 * contain the account's own name or e-mail address, the first guesses of anyone who knows whose account it is.
 * Answers the key of the message in `AUTH_MESSAGES` (auth.ts), which owns the words.
 */
export type PasswordProblem =
  'passwordRepetitive' | 'passwordContainsProductName' | 'passwordContainsName' | 'passwordContainsEmail';

/** What is known about the account when the password is chosen; any part may be missing. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The display name, when it differs from first and last name. */
  name?: string | null;
}

export const PRODUCT_NAME = 'Waypoint';

// Shorter parts of a name or address ("Al", "Li", "jo") occur inside ordinary words; they only count when the
// password is nothing but that part with digits and symbols around it.
const MIN_CONTAINED_LENGTH = 4;
// The usual stand-ins, so "W4yp0int" and "j0rdan" count as what they spell.
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const fold = (text: string) => text.normalize('NFKC').toLowerCase();
const unleet = (text: string) => fold(text).replace(/[0134578@$!]/g, (c) => LOOKALIKES[c] ?? c);
const lettersOnly = (text: string) => text.replace(/[^\p{L}]/gu, '');

/** One short unit over and over (`aaaaaaaa`, eight spaces, `abababab`, `abcabcab`), or under three distinct characters. */
export function isRepetitive(password: string): boolean {
  const characters = [...password.normalize('NFC')];
  if (new Set(characters).size < 3) return true;
  for (let unit = 1; unit <= 4 && unit * 2 <= characters.length; unit += 1) {
    if (characters.every((character, index) => character === characters[index % unit])) return true;
  }
  return false;
}

function contains(password: string, word: string): boolean {
  const target = fold(word);
  if (target.length === 0) return false;
  if (
    target.length >= MIN_CONTAINED_LENGTH &&
    (fold(password).includes(target) || unleet(password).includes(target))
  ) {
    return true;
  }
  const letters = lettersOnly(unleet(password));
  return letters.length > 0 && letters === lettersOnly(target);
}

/** Words of a name or an address's local part: "Mary-Ann O'Neil" → Mary, Ann, O, Neil, and the whole. */
function partsOf(text: string | null | undefined): string[] {
  if (!text?.trim()) return [];
  const whole = text.trim();
  return [whole, ...whole.split(/[\s._+'’-]+/).filter(Boolean)];
}

/** The first rule the password breaks, as a key of `AUTH_MESSAGES`; undefined when it breaks none. */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
): PasswordProblem | undefined {
  if (isRepetitive(password)) return 'passwordRepetitive';
  if (contains(password, PRODUCT_NAME)) return 'passwordContainsProductName';
  const email = context.email?.trim() ?? '';
  if (email && fold(password).includes(fold(email))) return 'passwordContainsEmail';
  const names = [context.firstName, context.lastName, context.name].flatMap(partsOf);
  if (names.some((part) => contains(password, part))) return 'passwordContainsName';
  if (partsOf(email.split('@')[0]).some((part) => contains(password, part))) return 'passwordContainsEmail';
  return undefined;
}
