import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { GetMosTranslationArgs } from '../../../components/career-kit/api/get-mos-translation';
import { MosCombobox } from '../../../components/career-kit/mos-combobox';
import {
  DEFAULT_VALUES,
  validateTranslateForm,
  type TranslateFormErrors,
  type TranslateFormValues,
} from '../translate-form-values';
import { FormErrorAlert } from './form-error-alert';
import { BranchField, ServiceDetailFields } from './service-fields';

interface TranslateFormProps {
  busy: boolean;
  /** The server's failure, shown in the alert region until the code is edited. */
  serverError: string | null;
  onTranslate: (args: GetMosTranslationArgs) => void;
  onCodeEdited: () => void;
  onReset: () => void;
}

export function TranslateForm({ busy, serverError, onTranslate, onCodeEdited, onReset }: TranslateFormProps) {
  const [values, setValues] = useState<TranslateFormValues>(DEFAULT_VALUES);
  const [errors, setErrors] = useState<TranslateFormErrors>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const yearsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<TranslateFormValues>) => setValues((current) => ({ ...current, ...patch }));

  /** Shows the alert (above the fields, maybe under the sticky header on a phone) and focuses the field to fix. */
  const showProblem = useCallback((field: RefObject<HTMLInputElement | null>) => {
    alertRef.current?.scrollIntoView?.({ block: 'nearest' });
    field.current?.focus({ preventScroll: true });
  }, []);

  // The submit button is disabled while the request runs, which drops focus; bring it back to the field to fix.
  useEffect(() => {
    if (serverError) showProblem(codeRef);
  }, [serverError, showProblem]);

  const editCode = (mosCode: string) => {
    set({ mosCode });
    setErrors(({ mosCode: _cleared, ...rest }) => rest);
    onCodeEdited();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateTranslateForm(values);
    // Synchronously, so the alert exists before it is scrolled to.
    flushSync(() => setErrors(result.errors ?? {}));
    if (result.args) onTranslate(result.args);
    else showProblem(result.errors.mosCode ? codeRef : yearsRef);
  };

  const reset = () => {
    setValues(DEFAULT_VALUES);
    setErrors({});
    onReset();
  };

  const messages = [errors.mosCode, errors.yearsOfService, serverError].filter((message) => message != null);

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Translate your MOS"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <FormErrorAlert ref={alertRef} messages={messages} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <MosCombobox
          preset="careers"
          value={values.mosCode}
          error={errors.mosCode}
          inputRef={codeRef}
          onChange={editCode}
          onSelect={(suggestion) => {
            editCode(suggestion.code);
            set({ branch: suggestion.branch });
          }}
        />
        <BranchField value={values.branch} onChange={(branch) => set({ branch })} />
        <ServiceDetailFields
          values={values}
          yearsError={errors.yearsOfService}
          yearsRef={yearsRef}
          onChange={(field, value) => set({ [field]: value })}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Translate MOS
        </Button>
        <Button type="button" variant="outlined" size="large" onClick={reset}>
          Reset
        </Button>
      </Box>
    </Paper>
  );
}
