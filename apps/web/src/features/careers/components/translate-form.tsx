import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { MosCombobox } from '../../../components/career-kit/mos-combobox';
import { FormBanner } from '../../../lib/forms/form-banner';
import { useFormField } from '../../../lib/forms/use-form-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import {
  DEFAULT_VALUES,
  translateFormSchema,
  type TranslateFormValues,
  type TranslateRequest,
} from '../translate-form-values';
import { BranchField, ServiceDetailFields } from './service-fields';

interface TranslateFormProps {
  /** Where the form starts: the veteran's profile, or the spec's defaults. Reset always gives the spec's defaults. */
  defaults: TranslateFormValues;
  busy: boolean;
  /** The server's failure, shown in the alert region until the code is edited. */
  serverError: string | null;
  onTranslate: (request: TranslateRequest) => void;
  onCodeEdited: () => void;
  onReset: () => void;
}

export function TranslateForm({
  defaults,
  busy,
  serverError,
  onTranslate,
  onCodeEdited,
  onReset,
}: TranslateFormProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useSchemaForm({
    defaultValues: defaults,
    schema: translateFormSchema,
    onSubmit: (request) => onTranslate(request),
    // The alert sits above the fields, maybe under the sticky header on a phone: it is scrolled to, and the field
    // to fix takes focus without scrolling it away.
    revealField: (field, focusField) => {
      alertRef.current?.scrollIntoView?.({ block: 'nearest' });
      if (field) focusField(field, { preventScroll: true });
    },
  });
  const { focusField } = form;
  const { reset: resetValues } = form.methods;
  // After a Reset the form is the spec's defaults, and a profile arriving late does not fill it again.
  const wasReset = useRef(false);

  // The profile arrives after the first render: it fills the fields not edited yet.
  useEffect(() => {
    if (!wasReset.current) resetValues(defaults, { keepDirtyValues: true });
  }, [defaults, resetValues]);
  const code = useFormField('mosCode', form);
  const branch = useFormField('branch', form);
  const yearsOfService = useFormField('yearsOfService', form);
  const rank = useFormField('rank', form);
  const specializations = useFormField('specializations', form);
  const details = { yearsOfService, rank, specializations };

  // The submit button is disabled while the request runs, which drops focus; bring it back to the field to fix.
  useEffect(() => {
    if (!serverError) return;
    alertRef.current?.scrollIntoView?.({ block: 'nearest' });
    focusField('mosCode', { preventScroll: true });
  }, [serverError, focusField]);

  const editCode = (mosCode: string) => {
    code.onChange(mosCode);
    onCodeEdited();
  };

  // The spec: "Reset restores defaults (branch ARMY, other fields empty)", whatever the form started from.
  const reset = () => {
    wasReset.current = true;
    resetValues(DEFAULT_VALUES);
    onReset();
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={form.submit}
      aria-label="Translate your MOS"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      {/* scrollMarginTop: scrolled to, it must clear the shell's sticky header. */}
      <FormBanner
        ref={alertRef}
        messages={[code.error, yearsOfService.error, serverError]}
        sx={{ mb: 3, scrollMarginTop: 128 }}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <MosCombobox
          preset="careers"
          value={code.value}
          error={code.error}
          inputRef={code.ref}
          onChange={editCode}
          onSelect={(suggestion) => {
            editCode(suggestion.code);
            branch.onChange(suggestion.branch);
          }}
        />
        <BranchField value={branch.value} onChange={branch.onChange} />
        <ServiceDetailFields
          values={{
            yearsOfService: yearsOfService.value,
            rank: rank.value,
            specializations: specializations.value,
          }}
          yearsError={yearsOfService.error}
          yearsRef={yearsOfService.ref}
          onChange={(field, value) => details[field].onChange(value)}
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
