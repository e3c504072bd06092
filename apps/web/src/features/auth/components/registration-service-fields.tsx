import {
  BRANCH_LABELS,
  BRANCHES,
  DISCHARGE_STATUS_LABELS,
  DISCHARGE_STATUSES,
  RANKS,
} from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { RegistrationMosField } from './registration-mos-field';
import { RegistrationTextField } from './registration-text-field';

/** Branch, rank, discharge status, MOS code and service dates. */
export function RegistrationServiceFields() {
  return (
    <FormSection legend="Your service">
      <RegistrationTextField name="branch" label="Service branch" select>
        {choiceOptions(BRANCHES, { labels: BRANCH_LABELS, placeholder: 'Select a branch' })}
      </RegistrationTextField>
      <RegistrationTextField name="rank" label="Rank" select>
        {choiceOptions(RANKS, { placeholder: 'Select a rank' })}
      </RegistrationTextField>
      <RegistrationTextField name="dischargeStatus" label="Discharge status" select>
        {choiceOptions(DISCHARGE_STATUSES, {
          labels: DISCHARGE_STATUS_LABELS,
          placeholder: 'Select a status',
        })}
      </RegistrationTextField>
      <RegistrationMosField />
      <RegistrationTextField name="serviceStartDate" label="Service start date" type="date" />
      <RegistrationTextField
        name="serviceEndDate"
        label="Service end date"
        type="date"
        hint="Still serving? Enter your expected date."
      />
    </FormSection>
  );
}
