import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { makeStore, type AppStore } from './store';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own store; the app creates one per mount. */
  store?: AppStore;
}

export function Providers({ children, store }: ProvidersProps) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
