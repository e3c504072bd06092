// The name limits without zod: the forms that only show the messages download none.

/** The longest first or last name stored, for an account and for a veteran profile alike. */
export const NAME_MAX_LENGTH = 100;

/** What a name over the limit is told, wherever it is typed (registration, the profile form, the API). */
export const NAME_MESSAGES = {
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
} as const;
