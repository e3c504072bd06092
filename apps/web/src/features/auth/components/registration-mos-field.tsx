import { MosCombobox } from '../../../components/career-kit/mos-combobox';
import { useRegistration } from './registration-context';

/** The registration form's MOS field: the career kit's combobox as the spec's registration screen has it. */
export function RegistrationMosField() {
  const { values, errors, setField, refFor } = useRegistration();
  return (
    <MosCombobox
      preset="registration"
      value={values.mosCode}
      branch={values.branch}
      onChange={(text) => setField('mosCode', text)}
      onSelect={(suggestion) => setField('mosCode', suggestion.code)}
      error={errors.mosCode}
      inputRef={refFor('mosCode')}
    />
  );
}
