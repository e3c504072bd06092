import { lazy, type ComponentType } from 'react';
import { getAuthToken } from '../lib/auth-token';
import type { AppStore } from '../stores/store';

/**
 * The lazy layout routes around the store-using pages. One Redux store per route table (that is, per app
 * mount), shared by the auth pages and the signed-in shell and created when the first of them loads, so the
 * public pages never download Redux Toolkit.
 */
export function createLayoutRoutes(store?: AppStore) {
  let storePromise: Promise<AppStore> | undefined;
  const loadStore = () => (storePromise ??= store ? Promise.resolve(store) : makeStoreLazily());

  let shellPromise: Promise<ComponentType> | undefined;
  const loadShell = () =>
    (shellPromise ??= Promise.all([import('./shell/signed-in-layout'), loadStore()]).then(
      ([{ SignedInLayout }, appStore]) =>
        function ShellWithStore() {
          return <SignedInLayout store={appStore} />;
        },
    ));
  const SignedInShell = lazy(async () => ({ default: await loadShell() }));

  return {
    storeLayout: async () => {
      const [{ StoreLayout }, appStore] = await Promise.all([import('./store-layout'), loadStore()]);
      return { element: <StoreLayout store={appStore} /> };
    },
    shellGate: async () => {
      // Signed in, the shell and the store come next: start them with the gate, not after it renders.
      if (getAuthToken()) void loadShell();
      const { ShellGate } = await import('./shell/shell-gate');
      return { element: <ShellGate signedInShell={<SignedInShell />} /> };
    },
  };
}

async function makeStoreLazily(): Promise<AppStore> {
  const { makeStore } = await import('../stores/store');
  return makeStore();
}
