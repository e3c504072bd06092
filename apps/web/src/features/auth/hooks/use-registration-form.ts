import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyRegistrationForm,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
} from '@waypoint/shared';

/** The fields in the order the screen shows them (spec: "Registration screen"); the first error gets focus. */
export const FIELD_ORDER: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'branch',
  'rank',
  'dischargeStatus',
  'mosCode',
  'serviceStartDate',
  'serviceEndDate',
  'careerInterests',
  'preferredLocation',
  'jobAlertFrequency',
  'willingToRelocate',
];

/**
 * The registration form's values and per-field errors. Editing a field clears its own error (spec §4). The
 * test prefill: `?testEmail=&testPassword=` fill the e-mail and password (spec: "Registration screen").
 */
export function useRegistrationForm() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<RegistrationForm>(() => ({
    ...emptyRegistrationForm(),
    email: params.get('testEmail') ?? '',
    password: params.get('testPassword') ?? '',
  }));
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const elements = useRef<Partial<Record<RegistrationField, HTMLElement | null>>>({});

  const setField = useCallback(<K extends RegistrationField>(field: K, value: RegistrationForm[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  /** A ref callback that remembers a field's element, so the first field in error can take focus. */
  const refFor = useCallback(
    (field: RegistrationField) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    [],
  );

  const showErrors = useCallback((next: RegistrationErrors) => {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) elements.current[first]?.focus();
  }, []);

  return { values, errors, setField, refFor, showErrors };
}

export type RegistrationFormState = ReturnType<typeof useRegistrationForm>;
