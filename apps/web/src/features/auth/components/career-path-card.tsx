import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CareerPath } from '@waypoint/shared';

/** One suggestion card: title, summary, salary range and next steps (spec: "Registration screen"). */
export function CareerPathCard({ path }: { path: CareerPath }) {
  const stepsId = useId();
  return (
    <Card component="article" variant="outlined">
      <CardContent>
        <Typography component="h3" variant="h6">
          {path.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{path.summary}</Typography>
        <Typography sx={{ mt: 1.5 }}>
          <strong>Salary range:</strong> {path.salaryRange}
        </Typography>
        <Typography id={stepsId} component="h4" variant="subtitle1" sx={{ mt: 1.5, fontWeight: 700 }}>
          Next steps
        </Typography>
        <Typography component="ul" aria-labelledby={stepsId} sx={{ m: 0, pl: 3 }}>
          {path.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}
