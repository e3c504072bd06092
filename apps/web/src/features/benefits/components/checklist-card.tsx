import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BenefitType } from '@waypoint/shared/benefits/benefit-rule';
import type { BenefitResult } from '@waypoint/shared/benefits/benefits-http';
import { checklistProgress } from '@waypoint/shared/benefits/benefits-view';

interface ChecklistCardProps {
  benefits: readonly BenefitResult[];
  onToggle: (type: BenefitType, completed: boolean) => void;
}

/** One checkbox per benefit and the rounded percent of completed items. */
export function ChecklistCard({ benefits, onToggle }: ChecklistCardProps) {
  const progress = checklistProgress(benefits.map((benefit) => benefit.checklist));
  return (
    <Card component="section" aria-labelledby="benefits-checklist-heading" variant="outlined">
      <CardContent>
        <Typography id="benefits-checklist-heading" variant="h5" component="h2" gutterBottom>
          Checklist
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label="Checklist progress" />
        <Typography sx={{ mt: 1, mb: 1 }}>{progress}% complete</Typography>
        <FormGroup>
          {benefits.map((benefit) => (
            <FormControlLabel
              key={benefit.benefitType}
              control={
                <Checkbox
                  checked={benefit.checklist.completed}
                  onChange={(event) => onToggle(benefit.benefitType, event.target.checked)}
                />
              }
              label={benefit.checklist.label}
            />
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
