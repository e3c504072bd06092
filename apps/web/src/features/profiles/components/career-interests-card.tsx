import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { interestLabel } from '../profile-display';

export const EMPTY_INTERESTS_HINT = 'Add the roles you are exploring to tailor recommendations.';

export function CareerInterestsCard({ interests }: { interests: readonly string[] }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Career interests
        </Typography>
        {interests.length === 0 ? (
          <Typography color="text.secondary">{EMPTY_INTERESTS_HINT}</Typography>
        ) : (
          <Stack component="ul" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
            {interests.map((interest) => (
              <li key={interest} style={{ listStyle: 'none' }}>
                <Chip label={interestLabel(interest)} color="secondary" variant="outlined" />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
