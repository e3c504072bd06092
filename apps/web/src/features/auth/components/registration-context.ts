import { createContext, useContext } from 'react';
import type { RegistrationFormState } from '../hooks/use-registration-form';

export const RegistrationContext = createContext<RegistrationFormState | null>(null);

/** The registration form's state, for the field components inside it. */
export function useRegistration(): RegistrationFormState {
  const state = useContext(RegistrationContext);
  if (!state) throw new Error('useRegistration must be used inside the registration form');
  return state;
}
