import { SessionGuard } from '../session/session-guard';
import type { AppStore } from '../../stores/store';
import { StoreLayout } from '../store-layout';
import AppShell from './app-shell';

/** The shell inside the Redux store and the session check: one chunk, loaded once ShellGate wants the shell. */
export function SignedInLayout({ store }: { store: AppStore }) {
  return (
    <StoreLayout store={store}>
      <SessionGuard>
        <AppShell />
      </SessionGuard>
    </StoreLayout>
  );
}
