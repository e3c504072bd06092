import { FormSection } from '../../../components/form-section';
import type { ProfileFormMode } from './profile-form-values';
import { FormTextField } from './form-text-field';

export const PHONE_EXAMPLE = '+15555550123';

export function IdentityFields({ mode }: { mode: ProfileFormMode }) {
  return (
    <FormSection legend="About you" dense>
      <FormTextField name="firstName" label="First name" required autoComplete="given-name" />
      <FormTextField name="lastName" label="Last name" required autoComplete="family-name" />
      <FormTextField
        name="email"
        label="Email"
        type="email"
        hint={
          mode === 'create' ? 'The e-mail you signed up with.' : 'Your sign-in e-mail cannot be changed here.'
        }
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField
        name="phoneNumber"
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_EXAMPLE}
        hint={`International format, e.g. ${PHONE_EXAMPLE}`}
      />
    </FormSection>
  );
}
