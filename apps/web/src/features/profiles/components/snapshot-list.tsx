import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SnapshotListProps {
  title: string;
  items: readonly string[];
  headingLevel?: 'h3' | 'h4';
}

/** A titled list of short items (skills, awards); nothing when the portal has none. */
export function SnapshotList({ title, items, headingLevel = 'h3' }: SnapshotListProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 3 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
