import {
  BRANCH_LABELS,
  BRANCHES,
  DISCHARGE_STATUS_LABELS,
  DISCHARGE_STATUSES,
  RANKS,
} from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from './form-text-field';
import { ProfileMosField } from './profile-mos-field';

const choose = (what: string) => (
  <option value="" key="">
    Select {what}
  </option>
);

export function ServiceFields() {
  return (
    <FormSection legend="Service" dense>
      <FormTextField name="branch" label="Branch" select required>
        {choose('a branch')}
        {BRANCHES.map((branch) => (
          <option key={branch} value={branch}>
            {BRANCH_LABELS[branch]}
          </option>
        ))}
      </FormTextField>
      <FormTextField name="rank" label="Rank" select required>
        {choose('a rank')}
        {RANKS.map((rank) => (
          <option key={rank} value={rank}>
            {rank}
          </option>
        ))}
      </FormTextField>
      <ProfileMosField />
      <FormTextField name="dischargeStatus" label="Discharge status" select required>
        {choose('a status')}
        {DISCHARGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {DISCHARGE_STATUS_LABELS[status]}
          </option>
        ))}
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
