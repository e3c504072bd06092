import Typography from '@mui/material/Typography';
import type { ConditionOutcome } from '@waypoint/shared/benefits/benefit-eligibility';
import type { BenefitResult } from '@waypoint/shared/benefits/benefits-http';
import { BENEFIT_DISCHARGE } from '@waypoint/shared/benefits/benefits-messages';
import { formatDay } from '../benefit-format';

const OUTCOME_WORDS: Record<ConditionOutcome, string> = {
  met: 'Met',
  failed: 'Not met',
  unknown: 'To confirm',
  'needs-date': 'Needs your separation date',
  'confirm-with-va': BENEFIT_DISCHARGE.statusLabel,
};

/** Why the benefit applies or not, what is still needed, and where the rule comes from (page and law). */
export function BenefitReasons({ benefit }: { benefit: BenefitResult }) {
  const { reasons, source, law, window } = benefit;
  // A fact to confirm is already listed under "Why"; the rest (a missing date) is listed once more here.
  const toConfirm = new Set(reasons.filter((r) => r.outcome === 'unknown').map((r) => `Confirm: ${r.label}`));
  const requirementsNeeded = benefit.requirementsNeeded.filter((requirement) => !toConfirm.has(requirement));
  return (
    <>
      {reasons.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            Why
          </Typography>
          <ul>
            {reasons.map((reason) => (
              <li key={reason.label}>
                {OUTCOME_WORDS[reason.outcome]}: {reason.label}
              </li>
            ))}
          </ul>
        </>
      )}
      {window.milestone && (
        <Typography variant="body2">
          {window.milestone.label}: {formatDay(window.milestone.date)}
        </Typography>
      )}
      {requirementsNeeded.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            Still needed
          </Typography>
          <ul>
            {requirementsNeeded.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        Source:{' '}
        <a href={source.url} target="_blank" rel="noreferrer">
          {source.title}
        </a>
        , last verified {formatDay(source.lastVerified)}
        {law && (
          <>
            . Law:{' '}
            <a href={law.url} target="_blank" rel="noreferrer">
              {law.citation}
            </a>
          </>
        )}
      </Typography>
    </>
  );
}
