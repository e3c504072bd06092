import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { BenefitsSummary } from '@waypoint/shared/benefits/benefits-view';
import { formatDay } from '../benefit-format';

/** The spec's summary: tier, message and the next review date. */
export function SummaryCard({ summary }: { summary: BenefitsSummary }) {
  return (
    <Card component="section" aria-labelledby="benefits-summary-tier" variant="outlined">
      <CardContent>
        <Typography id="benefits-summary-tier" variant="h5" component="h2" gutterBottom>
          {summary.tier}
        </Typography>
        <Typography>{summary.message}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Next review: {formatDay(summary.nextReviewDate)}
        </Typography>
      </CardContent>
    </Card>
  );
}
