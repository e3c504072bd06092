// The auth messages and password lengths without the schemas: pages that only show them download no zod.
import { NAME_MESSAGES } from '../core/person-name';
import { PRODUCT_NAME } from './password-rules';

/** The spec's minimum; the maximum keeps argon2 work per request bounded while allowing long passphrases. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Every text the sign-in, registration and reset screens show, and the API answers with. */
export const AUTH_MESSAGES = {
  // The specification's texts, verbatim; the auth service's own where it had none (decision 013 §7).
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmPasswordRequired: 'Confirm your password',
  passwordsMustMatch: 'Passwords must match',
  signInFieldsRequired: 'Enter both your email address and password.',
  resetEmailInvalid: 'Enter the email address associated with your account.',
  signInFailed: 'Unable to sign in. Please try again.',
  resetFailed: 'We could not send your reset link. Please try again.',
  verificationRequired:
    "Check your email to verify your account. We'll finish setting up your profile once you confirm.",
  serviceUnavailable: 'Authentication service is unavailable. Please try again later.',
  // Waypoint's own.
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordBreached: 'This password appears in lists of breached passwords. Choose a different one.',
  passwordRepetitive:
    'Choose a password that is not one character or a short pattern repeated (like aaaaaaaa).',
  passwordContainsProductName: `Choose a password that does not contain the name ${PRODUCT_NAME}.`,
  passwordContainsName: 'Choose a password that does not contain your name.',
  passwordContainsEmail: 'Choose a password that does not contain your email address.',
  emailInvalid: 'Enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: NAME_MESSAGES.firstNameTooLong,
  lastNameTooLong: NAME_MESSAGES.lastNameTooLong,
  phoneInvalid: 'Enter a 10-digit phone number',
  invalidCredentials: 'The email address or password is incorrect.',
  emailNotVerified:
    'Verify your email address before signing in. We have sent you a new link; check your inbox.',
  emailTaken: 'An account with this email address already exists. Sign in or reset your password.',
  resetRequested: 'If an account uses that address, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This reset link has expired or was already used. Request a new one.',
  currentPasswordIncorrect: 'Your current password is incorrect.',
  signInToContinue: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
} as const;
