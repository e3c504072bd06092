import {
  DIGEST_FREQUENCIES,
  type DigestFrequency,
} from '@waypoint/shared/notifications/notification-messages';
import { FormSection } from '../../../components/form-section';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { PreferenceToggle } from './preference-toggle';
import type { PreferencesFormValues } from './preferences-form-values';

const FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

const PreferencesTextField = FormTextField<PreferencesFormValues>;

/** The digest: how often, and which topics it gathers. */
export function DigestFields() {
  return (
    <FormSection legend="Digest">
      <PreferencesTextField
        name="frequency"
        label="Digest frequency"
        select
        hint="One e-mail gathering what is new since the last one; none is sent when nothing is new."
      >
        {choiceOptions(DIGEST_FREQUENCIES, { labels: FREQUENCY_LABELS })}
      </PreferencesTextField>
      <div>
        <PreferenceToggle kind="checkbox" name="includeBenefits" label="Include benefits updates" />
        <PreferenceToggle kind="checkbox" name="includeCommunity" label="Include community activity" />
        <PreferenceToggle
          kind="checkbox"
          name="includeCareer"
          label="Include career news (jobs, mentorship, resume)"
        />
      </div>
    </FormSection>
  );
}
