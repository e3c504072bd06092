import {
  useId,
  type ChangeEvent,
  type FocusEventHandler,
  type HTMLInputAutoCompleteAttribute,
  type HTMLInputTypeAttribute,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export type TextInputElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TextInputProps {
  label: ReactNode;
  id?: string;
  name?: string;
  type?: HTMLInputTypeAttribute;
  value?: unknown;
  onChange?: (event: ChangeEvent<TextInputElement>) => void;
  onBlur?: FocusEventHandler<TextInputElement>;
  onFocus?: FocusEventHandler<TextInputElement>;
  onKeyDown?: KeyboardEventHandler<TextInputElement>;
  inputRef?: OutlinedInputProps['inputRef'];
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Shown below the field and announced with it (`aria-describedby`). */
  helperText?: ReactNode;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  /** A native `<select>`; its `<option>`s are the children. */
  select?: boolean;
  children?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  className?: string;
  /** The label sits in the empty field and moves up on focus (the auth card's look); by default it sits above. */
  floatingLabel?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the `<input>`, `<textarea>` or `<select>` itself (maxLength, min, inputMode, aria-label…). */
  slotProps?: { htmlInput?: InputBaseComponentProps };
}

/**
 * The app's outlined text, date, number and native-select field: the look, label, helper text and accessible
 * names of MUI's `TextField`, built from its input parts. `TextField` always imports `Select` with its menu,
 * popover and modal, which every page with a field would download; our selects are native.
 */
export function TextInput({
  label,
  id: idProp,
  helperText,
  select = false,
  children,
  size,
  fullWidth = false,
  sx,
  className,
  floatingLabel = false,
  required = false,
  disabled = false,
  error = false,
  slotProps,
  minRows,
  maxRows,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // A native select always shows its chosen option, so its label cannot sit inside the field.
  const shrink = floatingLabel && !select ? undefined : true;
  const input = (
    <OutlinedInput
      {...inputProps}
      {...(inputProps.multiline && plainTextarea(inputProps.rows, minRows, maxRows))}
      id={id}
      label={label}
      fullWidth={fullWidth}
      inputProps={slotProps?.htmlInput}
      aria-describedby={helperId}
      {...(shrink && { notched: true })}
    />
  );
  return (
    <FormControl
      variant="outlined"
      size={size}
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      sx={sx}
      className={className}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** The line height of MUI's inputs (`InputBase`), in the units a textarea's height is set in. */
const LINE = 1.4375;

/**
 * A multi-line field as a plain textarea, never MUI's `TextareaAutosize` (which `multiline` alone renders, even for
 * a fixed number of rows): that one measures a hidden copy of the text in a layout effect, forcing a layout of the
 * whole page as each form with a note opens (about a tenth of a second on a phone for the journal). With `rows`,
 * that many; otherwise it grows with what is typed from `minRows` up to `maxRows` (then it scrolls), by CSS
 * (`field-sizing: content`). Where a browser lacks `field-sizing`, it keeps `minRows` rows and scrolls.
 */
function plainTextarea(
  rows: number | undefined,
  minRows = 1,
  maxRows?: number,
): Pick<OutlinedInputProps, 'inputComponent' | 'rows' | 'sx'> {
  if (rows !== undefined) return { inputComponent: 'textarea', rows };
  return {
    inputComponent: 'textarea',
    rows: minRows,
    sx: {
      '& textarea': {
        fieldSizing: 'content',
        minHeight: `${minRows * LINE}em`,
        ...(maxRows !== undefined && { maxHeight: `${maxRows * LINE}em`, overflowY: 'auto' }),
      },
    },
  };
}
