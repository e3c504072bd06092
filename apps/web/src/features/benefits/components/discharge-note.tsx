import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BENEFIT_DISCHARGE, DISCHARGE_LINKS } from '@waypoint/shared/benefits/benefits-messages';
import { DISCHARGES_TO_EXPLAIN } from '@waypoint/shared/benefits/discharge-standards';
import type { DischargeStatus } from '@waypoint/shared/profiles/profile-enums';

export const DISCHARGE_NOTE_ID = 'discharge-and-benefits';

type Explained = keyof typeof BENEFIT_DISCHARGE.intro;

const explains = (status: DischargeStatus | null): status is Explained =>
  status !== null && DISCHARGES_TO_EXPLAIN.includes(status);

/**
 * What a discharge that is not honorable means for VA benefits: VA's case-by-case review ("to confirm with VA"),
 * what to do, and the upgrade route, with VA's own pages (decision 035). Nothing for an honorable discharge.
 */
export function DischargeNote({ dischargeStatus }: { dischargeStatus: DischargeStatus | null }) {
  if (!explains(dischargeStatus)) return null;
  const upgradeOnly = dischargeStatus === 'GENERAL';
  const steps = upgradeOnly ? BENEFIT_DISCHARGE.steps.upgradeOnly : BENEFIT_DISCHARGE.steps.caseByCase;
  const links = upgradeOnly
    ? [DISCHARGE_LINKS.upgrade]
    : [
        DISCHARGE_LINKS.characterOfDischarge,
        DISCHARGE_LINKS.upgrade,
        DISCHARGE_LINKS.factSheet,
        DISCHARGE_LINKS.mentalHealth,
        DISCHARGE_LINKS.representative,
      ];
  return (
    // A region to read and come back to, not an alert to announce: Alert's default role is overridden.
    <Alert
      id={DISCHARGE_NOTE_ID}
      severity="info"
      role="region"
      aria-labelledby={`${DISCHARGE_NOTE_ID}-heading`}
      tabIndex={-1}
    >
      <AlertTitle id={`${DISCHARGE_NOTE_ID}-heading`} component="h2" sx={{ fontSize: '1.25rem' }}>
        {BENEFIT_DISCHARGE.heading}
      </AlertTitle>
      <Typography>{BENEFIT_DISCHARGE.intro[dischargeStatus]}</Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        What you can do
      </Typography>
      <ul>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <ul aria-label="VA pages on discharges">
        {links.map((link) => (
          <li key={link.url}>
            <Link href={link.url} target="_blank" rel="noreferrer">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {!upgradeOnly && <Typography sx={{ fontWeight: 600 }}>{BENEFIT_DISCHARGE.crisis}</Typography>}
    </Alert>
  );
}
