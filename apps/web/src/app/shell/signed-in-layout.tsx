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

// The landing header borrows the account menu from this chunk (layout-routes.tsx): a signed-in visitor needs the
// shell next anyway, and a chunk of the menu's own would split the shared code and grow the entry.
export { UserMenu } from './user-menu';
