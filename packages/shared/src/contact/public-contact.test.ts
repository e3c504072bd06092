import { describe, expect, it } from 'vitest';
import { hasPublicContact, phoneForDisplay, publicContactFrom } from './public-contact';

describe('public contact details from the environment', () => {
  it('has none when nothing (or only blanks) is set: the pages then show the contact form', () => {
    const { contact, problems } = publicContactFrom({ CONTACT_PHONE: ' ', CONTACT_EMAIL: '' });
    expect(contact).toEqual({ phone: null, email: null, address: null });
    expect(hasPublicContact(contact)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('reads what is set, trimmed', () => {
    const { contact, problems } = publicContactFrom({
      CONTACT_PHONE: '+18005551234 ',
      CONTACT_EMAIL: 'help@example.org',
      CONTACT_ADDRESS: 'Arlington, VA',
    });
    expect(contact).toEqual({ phone: '+18005551234', email: 'help@example.org', address: 'Arlington, VA' });
    expect(hasPublicContact(contact)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('names each unusable value and leaves it out', () => {
    const { contact, problems } = publicContactFrom({
      CONTACT_PHONE: '(800) 555-1234',
      CONTACT_EMAIL: 'help',
      CONTACT_ADDRESS: 'Line one\nLine two',
    });
    expect(contact).toEqual({ phone: null, email: null, address: null });
    expect(problems).toEqual([
      'Invalid environment variable CONTACT_PHONE: expected the public phone number in E.164 form, e.g. +18005551234 (got "(800) 555-1234")',
      'Invalid environment variable CONTACT_EMAIL: expected the public e-mail address, e.g. help@example.org (got "help")',
      'Invalid environment variable CONTACT_ADDRESS: expected one line of at most 120 characters, e.g. Arlington, VA (got "Line one\\nLine two")',
    ]);
  });

  it('writes a North American number as people read it, and any other as given', () => {
    expect(phoneForDisplay('+18005551234')).toBe('1-800-555-1234');
    expect(phoneForDisplay('+442079460000')).toBe('+442079460000');
  });
});
