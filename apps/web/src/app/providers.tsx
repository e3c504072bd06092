import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';

interface ProvidersProps {
  children: ReactNode;
}

/** What every page needs. The Redux store is not here: pages that use it get it from store-layout.tsx. */
export function Providers({ children }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
