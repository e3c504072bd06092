import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { BRANCHES, BRANCH_LABELS, type Branch } from '@waypoint/shared/core/branches';
import { TextInput } from '../../../components/text-input';
import { RANK_GROUPS } from '../ranks';
import type { TranslateFormValues } from '../translate-form-values';

interface BranchFieldProps {
  value: Branch;
  onChange: (branch: Branch) => void;
}

const isBranch = (value: string): value is Branch => (BRANCHES as readonly string[]).includes(value);

// A native select: every browser and screen reader knows it, and phones show their own picker.
export function BranchField({ value, onChange }: BranchFieldProps) {
  return (
    <TextInput
      select
      label="Branch"
      value={value}
      onChange={(event) => {
        if (isBranch(event.target.value)) onChange(event.target.value);
      }}
    >
      {BRANCHES.map((branch) => (
        <option key={branch} value={branch}>
          {BRANCH_LABELS[branch]}
        </option>
      ))}
    </TextInput>
  );
}

interface ServiceDetailFieldsProps {
  values: Pick<TranslateFormValues, 'yearsOfService' | 'rank' | 'specializations'>;
  yearsError?: string | undefined;
  yearsRef: Ref<HTMLInputElement>;
  onChange: (field: 'yearsOfService' | 'rank' | 'specializations', value: string) => void;
}

/** Years of service, highest rank and specializations: optional context for the translation. */
export function ServiceDetailFields({ values, yearsError, yearsRef, onChange }: ServiceDetailFieldsProps) {
  return (
    <>
      <TextInput
        type="number"
        label="Years of service"
        floatingLabel
        value={values.yearsOfService}
        onChange={(event) => onChange('yearsOfService', event.target.value)}
        inputRef={yearsRef}
        error={Boolean(yearsError)}
        helperText={yearsError}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
      <TextInput
        select
        label="Highest rank"
        value={values.rank}
        onChange={(event) => onChange('rank', event.target.value)}
      >
        <option value="">Select a rank</option>
        {RANK_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.ranks.map((rank) => (
              <option key={rank} value={rank}>
                {rank}
              </option>
            ))}
          </optgroup>
        ))}
      </TextInput>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <TextInput
          fullWidth
          label="Specializations / certifications"
          floatingLabel
          value={values.specializations}
          onChange={(event) => onChange('specializations', event.target.value)}
          helperText="Optional. Career paths that mention them come first, e.g. NREMT, Security+ or CDL; separate them with commas."
        />
      </Box>
    </>
  );
}
