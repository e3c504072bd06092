import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EditorSectionProps {
  title: string;
  /** Beside the heading: the section's add button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of the editor (contact details, experience, …) under its own heading. */
export function EditorSection({ title, action, children }: EditorSectionProps) {
  const id = `resume-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id={id} variant="h6" component="h3">
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
