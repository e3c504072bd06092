import TextField, { type TextFieldProps } from '@mui/material/TextField';

type EditorFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's message; shown below it, and announced with the field. */
  error?: string | undefined;
  hint?: string;
};

/** One text or date field of the resume editor: the label above, its message or hint below. */
export function EditorField({ value, onChange, error, hint, slotProps, ...props }: EditorFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      size="small"
      slotProps={{ ...slotProps, inputLabel: { shrink: true, ...slotProps?.inputLabel } }}
    />
  );
}
