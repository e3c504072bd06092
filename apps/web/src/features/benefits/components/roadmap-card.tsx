import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { evaluateBenefits } from '@waypoint/shared/benefits/benefit-eligibility';
import { benefitResult, NO_CHOICES } from '@waypoint/shared/benefits/benefit-result';
import { calendarFile, deadlineEvents, roadmapOrder } from '@waypoint/shared/benefits/benefit-roadmap';
import { isCalendarDate } from '@waypoint/shared/core/date-check';
import { useMemo, useState } from 'react';
import { TextInput } from '../../../components/text-input';
import { saveTextFile } from '../../../lib/save-file';
import { windowLine } from '../benefit-format';
import type { TrackerData } from '../hooks/use-benefits-tracker';

/**
 * The transition roadmap: every window, the soonest to close first, with countdowns; a what-if separation date
 * moves every date on screen without saving; the deadlines download as an iCalendar file.
 */
export function RoadmapCard({ data }: { data: TrackerData }) {
  const [whatIf, setWhatIf] = useState('');
  const types = data.benefits.map((benefit) => benefit.benefitType);
  const trying = whatIf !== '' && isCalendarDate(whatIf) && whatIf !== data.facts.separationDate;
  const benefits = useMemo(
    () =>
      trying
        ? evaluateBenefits({ ...data.facts, separationDate: whatIf }, data.evaluatedOn, types).map((e) =>
            benefitResult(e, NO_CHOICES),
          )
        : data.benefits,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- types follow data.benefits
    [trying, whatIf, data],
  );
  const entries = roadmapOrder(benefits);

  const download = () =>
    saveTextFile(
      calendarFile(deadlineEvents(benefits), new Date()),
      'waypoint-benefit-deadlines.ics',
      'text/calendar',
    );

  return (
    <Card component="section" aria-labelledby="benefits-roadmap-heading" variant="outlined">
      <CardContent>
        <Typography id="benefits-roadmap-heading" variant="h5" component="h2" gutterBottom>
          Transition roadmap
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, mb: 2 }}
        >
          <TextInput
            type="date"
            label="What if I separate on"
            value={whatIf || (data.facts.separationDate ?? '')}
            onChange={(event) => setWhatIf(event.target.value)}
            helperText="Try another date: nothing is saved."
            size="small"
          />
          {trying && <Button onClick={() => setWhatIf('')}>Back to my separation date</Button>}
          <Button variant="outlined" onClick={download}>
            Download calendar (.ics)
          </Button>
        </Stack>
        {trying && (
          <Typography role="status">Showing dates for a separation on {whatIf}. Nothing is saved.</Typography>
        )}
        <ol aria-label="Benefit windows, soonest to close first">
          {entries.map((benefit) => (
            <li key={benefit.benefitType}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {benefit.name}
              </Typography>{' '}
              — {windowLine(benefit.window, data.evaluatedOn)}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
