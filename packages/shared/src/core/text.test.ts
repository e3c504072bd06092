import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../contact/contact';
import { passwordResetSchema, signInRequestSchema } from '../auth/auth';
import { signUpRequestSchema } from '../auth/sign-up';
import { veteranProfileCreateSchema, veteranProfileUpdateSchema } from '../profiles/profiles';
import { sampleProfileCreate } from '../profiles/testing/sample-veteran-profile';
import { safeLine, safeText, TEXT_MESSAGES } from './text';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('safeLine', () => {
  it.each(C0.map((control) => [control.charCodeAt(0).toString(16).padStart(4, '0'), control]))(
    'refuses U+%s inside a line',
    (_code, control) => {
      expect(messageOf(safeLine().safeParse(`Jor${control}dan`))).toBe(TEXT_MESSAGES.controlCharacters);
    },
  );

  it('trims first, so white space around a value is not refused; keeps it when told to', () => {
    expect(safeLine().parse(' \tDana\n')).toBe('Dana');
    expect(safeLine({ trim: false }).safeParse(' pass word\n').success).toBe(false);
    expect(safeLine({ trim: false }).parse(' pass word ')).toBe(' pass word ');
  });

  it('answers its own message for a missing value', () => {
    expect(messageOf(safeLine({ error: 'Name is required' }).safeParse(undefined))).toBe('Name is required');
  });
});

describe('safeText (several lines)', () => {
  it('allows tab and line breaks, and no other control character', () => {
    expect(safeText().parse('Hello,\r\n\tthanks')).toBe('Hello,\r\n\tthanks');
    for (const control of C0.filter((c) => !'\t\n\r'.includes(c))) {
      expect(safeText().safeParse(`a${control}b`).success, control.charCodeAt(0).toString(16)).toBe(false);
    }
  });
});

// The faults that answered 500 or 503: a NUL reached PostgreSQL, which cannot store it.
describe('every request schema refuses a NUL', () => {
  const profile = sampleProfileCreate();
  it.each([
    ['contact', contactMessageSchema, { fullName: 'A\u0000', email: 'a@example.org', message: 'Hi' }],
    ['contact message', contactMessageSchema, { fullName: 'A', email: 'a@example.org', message: 'H\u0000i' }],
    ['profile create', veteranProfileCreateSchema, { ...profile, lastName: 'Rivera\u0000' }],
    ['profile update', veteranProfileUpdateSchema, { skills: ['ok', 'n\u0000o'] }],
    ['sign-in e-mail', signInRequestSchema, { email: 'jo\u0000@example.org', password: 'x' }],
    [
      'sign-up name',
      signUpRequestSchema,
      { email: 'jo@example.org', password: 'river fox 9', firstName: 'J\u0000', lastName: 'L' },
    ],
    ['reset token', passwordResetSchema, { token: 'abc\u0000', newPassword: 'river fox 9' }],
  ])('%s', (_name, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(TEXT_MESSAGES.controlCharacters);
  });
});

describe('a lone half of a surrogate pair', () => {
  it('is refused in a line and in text, while whole characters outside the basic plane pass', () => {
    for (const schema of [safeLine(), safeText()]) {
      expect(schema.safeParse('\ud800').success).toBe(false);
      expect(schema.safeParse('a\udc00b').success).toBe(false);
      expect(schema.safeParse('Salute 🇺🇸').success).toBe(true);
    }
  });
});
