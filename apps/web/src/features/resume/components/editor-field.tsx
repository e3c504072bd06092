import { TextInput, type TextInputProps } from '../../../components/text-input';

type EditorFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's message; shown below it, and announced with the field. */
  error?: string | undefined;
  hint?: string;
};

/** One text or date field of the resume editor: the label above, its message or hint below. */
export function EditorField({ value, onChange, error, hint, ...props }: EditorFieldProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      size="small"
    />
  );
}
