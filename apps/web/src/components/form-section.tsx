import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FormSectionProps {
  legend: string;
  /** A form inside a card or dialog: a smaller legend and closer fields than a form that is the page. */
  dense?: boolean;
  children: ReactNode;
}

/** A fieldset whose visible legend names the group for screen readers; its fields in two columns from 600 px. */
export function FormSection({ legend, dense = false, children }: FormSectionProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant={dense ? 'subtitle1' : 'h6'}
        sx={{ fontWeight: dense ? 600 : 700, mb: dense ? 1.5 : 2, p: 0 }}
      >
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: dense ? 2 : 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}
