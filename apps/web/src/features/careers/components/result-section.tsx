import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface ResultSectionProps {
  title: string;
  children: ReactNode;
}

export function ResultSection({ title, children }: ResultSectionProps) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1, color: 'primary.dark', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{children}</Typography>;
}
