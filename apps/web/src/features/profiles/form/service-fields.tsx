import {
  BRANCH_LABELS,
  BRANCHES,
  DISCHARGE_STATUS_LABELS,
  DISCHARGE_STATUSES,
  RANKS,
} from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { FormTextField } from './form-text-field';
import { ProfileMosField } from './profile-mos-field';

export function ServiceFields() {
  return (
    <FormSection legend="Service" dense>
      <FormTextField name="branch" label="Branch" select required>
        {choiceOptions(BRANCHES, { labels: BRANCH_LABELS, placeholder: 'Select a branch' })}
      </FormTextField>
      <FormTextField name="rank" label="Rank" select required>
        {choiceOptions(RANKS, { placeholder: 'Select a rank' })}
      </FormTextField>
      <ProfileMosField />
      <FormTextField name="dischargeStatus" label="Discharge status" select required>
        {choiceOptions(DISCHARGE_STATUSES, {
          labels: DISCHARGE_STATUS_LABELS,
          placeholder: 'Select a status',
        })}
      </FormTextField>
      <FormTextField name="serviceStartDate" label="Service start date" type="date" required />
      <FormTextField
        name="serviceEndDate"
        label="Service end date"
        type="date"
        hint="Leave empty if still serving."
      />
    </FormSection>
  );
}
