import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useHydrated } from '../prerender/static-markup';

/**
 * Around a prerendered page's form (decision 031): its fields and buttons stay disabled until the form is
 * hydrated, so nothing typed before the JavaScript runs is silently dropped by the form's state, and the
 * browser never sends the form by itself. Without JavaScript they stay disabled (the page says the form needs
 * it). Elsewhere the form is usable from its first render.
 */
export function UsableOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
