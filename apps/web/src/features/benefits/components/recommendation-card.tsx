import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BenefitResult } from '@waypoint/shared/benefits/benefits-http';
import { BENEFIT_DISCHARGE } from '@waypoint/shared/benefits/benefits-messages';
import { BENEFIT_STATUSES, type BenefitStatus } from '@waypoint/shared/benefits/benefits-view';
import { ELIGIBILITY_LABELS, WINDOW_STATE_LABELS, windowDetail } from '../benefit-format';
import { BenefitReasons } from './benefit-reasons';
import { DISCHARGE_NOTE_ID } from './discharge-note';
import { TextInput } from '../../../components/text-input';

interface RecommendationCardProps {
  benefit: BenefitResult;
  today: string;
  onStatusChange: (status: BenefitStatus) => void;
}

/** One recommendation: title, category, description, status, window, reasons, forms and where to apply. */
export function RecommendationCard({ benefit, today, onStatusChange }: RecommendationCardProps) {
  const headingId = `benefit-${benefit.benefitType}`;
  const confirmWithVa = benefit.eligibilityStatus === 'CONFIRM_WITH_VA';
  const eligibility = ELIGIBILITY_LABELS[benefit.eligibilityStatus];
  const detail = windowDetail(benefit.window, today);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }} useFlexGap>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {benefit.name}
          </Typography>
          <Chip label={benefit.category} size="small" />
          {eligibility && (
            <Chip
              label={eligibility}
              size="small"
              color={benefit.eligible ? 'success' : 'default'}
              variant={benefit.eligible ? 'filled' : 'outlined'}
            />
          )}
          {confirmWithVa && <Chip label={BENEFIT_DISCHARGE.statusLabel} size="small" color="info" />}
          <Chip
            label={WINDOW_STATE_LABELS[benefit.window.state]}
            size="small"
            color={
              benefit.window.state === 'closing-soon'
                ? 'warning'
                : benefit.window.state === 'closed'
                  ? 'default'
                  : 'primary'
            }
            variant="outlined"
          />
        </Stack>
        <Typography>{benefit.description}</Typography>
        {confirmWithVa && (
          <Typography sx={{ mt: 1 }}>
            {BENEFIT_DISCHARGE.cardNote}{' '}
            <Link href={`#${DISCHARGE_NOTE_ID}`}>What to do: {BENEFIT_DISCHARGE.heading}</Link>
          </Typography>
        )}
        {detail && <Typography sx={{ mt: 1, fontWeight: 600 }}>{detail}</Typography>}
        <Typography variant="body2">{benefit.window.summary}</Typography>
        <TextInput
          select
          label="Status"
          value={benefit.status}
          onChange={(event) => onStatusChange(event.target.value as BenefitStatus)}
          // The visible label stays short; the name says which benefit, among many "Status" fields.
          slotProps={{ htmlInput: { 'aria-label': `Status for ${benefit.name}` } }}
          size="small"
          sx={{ mt: 2, minWidth: 200 }}
        >
          {BENEFIT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </TextInput>
        <BenefitReasons benefit={benefit} />
        {benefit.supportingDocuments.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Forms and documents: {benefit.supportingDocuments.join('; ')}
          </Typography>
        )}
        <Link
          href={benefit.applicationUrl}
          target="_blank"
          rel="noreferrer"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          How to apply for {benefit.name}
        </Link>
      </CardContent>
    </Card>
  );
}
