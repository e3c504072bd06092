import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface AuthPageLayoutProps {
  title: string;
  children?: ReactNode;
}

/** Public auth screens own their <main>, heading and document title; the spec's auth frame comes later. */
export function AuthPageLayout({ title, children }: AuthPageLayoutProps) {
  return (
    <Container component="main" id="main-content" tabIndex={-1} maxWidth="sm" sx={{ py: 6 }}>
      <title>{`${title} — Waypoint`}</title>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Container>
  );
}
