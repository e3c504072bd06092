import {
  BRANCH_LABELS,
  BRANCHES,
  DISCHARGE_STATUS_LABELS,
  DISCHARGE_STATUSES,
  RANKS,
} from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { RegistrationMosField } from './registration-mos-field';
import { RegistrationTextField } from './registration-text-field';

const placeholder = (text: string) => <option value="">{text}</option>;

/** Branch, rank, discharge status, MOS code and service dates. */
export function RegistrationServiceFields() {
  return (
    <FormSection legend="Your service">
      <RegistrationTextField name="branch" label="Service branch" select>
        {placeholder('Select a branch')}
        {BRANCHES.map((branch) => (
          <option key={branch} value={branch}>
            {BRANCH_LABELS[branch]}
          </option>
        ))}
      </RegistrationTextField>
      <RegistrationTextField name="rank" label="Rank" select>
        {placeholder('Select a rank')}
        {RANKS.map((rank) => (
          <option key={rank} value={rank}>
            {rank}
          </option>
        ))}
      </RegistrationTextField>
      <RegistrationTextField name="dischargeStatus" label="Discharge status" select>
        {placeholder('Select a status')}
        {DISCHARGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {DISCHARGE_STATUS_LABELS[status]}
          </option>
        ))}
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
