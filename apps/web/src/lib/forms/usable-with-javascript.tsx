import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { USABLE_WITH_JAVASCRIPT } from '../prerender/start-options';
import { useHydrated } from '../prerender/static-markup';

/**
 * Around a prerendered page's form (decision 031): the markup has its fields and buttons disabled, so without
 * JavaScript the browser never sends the form by itself (the page says the form needs JavaScript). The page's
 * first script (src/first-use.ts) enables them at once; the app hydrates when the visitor starts using the page
 * and takes over what was typed before (`useSchemaForm`). Elsewhere the form is usable from its first render.
 */
export function UsableWithJavaScript({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box
      component="fieldset"
      disabled={!hydrated}
      {...{ [USABLE_WITH_JAVASCRIPT]: '' }}
      // The first-use entry enabled it before hydration; the render after hydration agrees.
      suppressHydrationWarning
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      {children}
    </Box>
  );
}
