import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '../lib/prerender/emotion-cache';
import { theme } from '../theme/theme';

interface ProvidersProps {
  /** The prerender passes the cache it extracts the critical CSS from; the browser uses its own. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

let browserCache: EmotionCache | undefined;

/** What every page needs. The Redux store is not here: pages that use it get it from store-layout.tsx. */
export function Providers({ emotionCache, children }: ProvidersProps) {
  const cache = emotionCache ?? (browserCache ??= createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
