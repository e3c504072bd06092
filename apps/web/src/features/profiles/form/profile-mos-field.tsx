import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MosCombobox } from '../../../components/career-kit/mos-combobox';
import type { ProfileFormValues } from './profile-form-values';

/** The required MOS field of the profile form: the career kit's combobox as the spec's "Profile form" has it. */
export function ProfileMosField() {
  const { control, clearErrors } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ name: 'mosCode', control });
  const branch = useWatch({ control, name: 'branch' });

  return (
    <MosCombobox
      preset="profile"
      name={field.name}
      value={field.value}
      branch={branch}
      onChange={(text) => {
        field.onChange(text);
        if (fieldState.error) clearErrors('mosCode');
      }}
      onSelect={(suggestion) => {
        field.onChange(suggestion.code);
        clearErrors('mosCode');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}
