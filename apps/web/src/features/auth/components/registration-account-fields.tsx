import { FormSection } from '../../../components/form-section';
import { RegistrationTextField } from './registration-text-field';

/** Name, contact and password (spec: "Registration screen", in its order). */
export function RegistrationAccountFields() {
  return (
    <FormSection legend="Your account">
      <RegistrationTextField name="firstName" label="First name" autoComplete="given-name" />
      <RegistrationTextField name="lastName" label="Last name" autoComplete="family-name" />
      <RegistrationTextField name="email" label="Email" type="email" autoComplete="email" />
      <RegistrationTextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        placeholder="5555550123"
        hint="10 digits, e.g. 5555550123"
      />
      <RegistrationTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A long phrase is easier to remember."
      />
      <RegistrationTextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </FormSection>
  );
}
