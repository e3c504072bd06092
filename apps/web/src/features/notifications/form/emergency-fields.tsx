import { FormSection } from '../../../components/form-section';
import { PreferenceToggle } from './preference-toggle';

/** Emergency topics: sent at once, also during quiet hours (decision 013 §19). */
export function EmergencyFields() {
  return (
    <FormSection legend="Emergency alerts">
      <PreferenceToggle
        name="crisisAlerts"
        label="Crisis alerts"
        description="Urgent safety alerts. They arrive at once, even during quiet hours."
      />
      <PreferenceToggle
        name="facilityClosures"
        label="Facility closures"
        description="VA facility closures and changed hours. They arrive at once, even during quiet hours."
      />
    </FormSection>
  );
}
