/**
 * How the public can reach the Waypoint team, as the operator configures it: `CONTACT_PHONE`, `CONTACT_EMAIL` and
 * `CONTACT_ADDRESS` (docs/operations.md). The web build puts them into the pages (the landing page is prerendered,
 * decision 031) and the API validates the same variables at start. Unset, the pages show the contact form, which
 * always works, instead of invented contacts. Without zod, so the landing page can read it on its first load.
 */
export interface PublicContact {
  /** E.164, e.g. `+18005551234`. */
  phone: string | null;
  email: string | null;
  /** One line, e.g. a city or a postal address. */
  address: string | null;
}

export const PUBLIC_CONTACT_VARIABLES = {
  phone: 'CONTACT_PHONE',
  email: 'CONTACT_EMAIL',
  address: 'CONTACT_ADDRESS',
} as const satisfies Record<keyof PublicContact, string>;

type Variable = (typeof PUBLIC_CONTACT_VARIABLES)[keyof PublicContact];

/** What each variable must look like, phrased for the person editing the environment. */
export const PUBLIC_CONTACT_RULES: Record<Variable, { pattern: RegExp; expected: string }> = {
  CONTACT_PHONE: {
    pattern: /^\+[1-9]\d{6,14}$/,
    expected: 'expected the public phone number in E.164 form, e.g. +18005551234',
  },
  CONTACT_EMAIL: {
    pattern: /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/,
    expected: 'expected the public e-mail address, e.g. help@example.org',
  },
  CONTACT_ADDRESS: {
    pattern: /^[^\r\n<>]{1,120}$/,
    expected: 'expected one line of at most 120 characters, e.g. Arlington, VA',
  },
};

/**
 * The contact details an environment configures: blank or unset variables are null. `problems` names each variable
 * set to something unusable (which is left out of `contact`): the build and the API refuse to start with any.
 */
export function publicContactFrom(env: Readonly<Record<string, string | undefined>>): {
  contact: PublicContact;
  problems: string[];
} {
  const problems: string[] = [];
  const read = (variable: Variable): string | null => {
    const value = env[variable]?.trim();
    if (!value) return null;
    const rule = PUBLIC_CONTACT_RULES[variable];
    if (rule.pattern.test(value)) return value;
    problems.push(
      `Invalid environment variable ${variable}: ${rule.expected} (got ${JSON.stringify(value)})`,
    );
    return null;
  };
  return {
    contact: {
      phone: read(PUBLIC_CONTACT_VARIABLES.phone),
      email: read(PUBLIC_CONTACT_VARIABLES.email),
      address: read(PUBLIC_CONTACT_VARIABLES.address),
    },
    problems,
  };
}

/** `+18005551234` → `1-800-555-1234` (a North American number as people write it); other numbers as given. */
export function phoneForDisplay(phone: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nanp ? `1-${nanp[1]}-${nanp[2]}-${nanp[3]}` : phone;
}

/** Whether anything is configured: with nothing, the pages point to the contact form. */
export const hasPublicContact = (contact: PublicContact) =>
  contact.phone !== null || contact.email !== null || contact.address !== null;
