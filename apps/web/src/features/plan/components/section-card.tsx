import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  /** The anchor other pages link to (`/plan#standards`). */
  id?: string;
  children: ReactNode;
}

/** One of the plan page's sections: a labelled region with its h2. */
export function SectionCard({ title, id, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" id={id}>
      <CardContent>
        <Typography id={headingId} variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
