import { lazy, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { getAuthToken } from '../lib/auth-token';
import { WarmRouteContext } from '../lib/route-warmup';
import type { AppStore } from '../stores/store';
import { StoreLoaderContext } from '../stores/store-loader';

/**
 * The lazy layout routes around the store-using pages, and the landing page's contact form. One Redux store per
 * route table (that is, per app mount), shared by the auth pages, the signed-in shell and the contact form and
 * created when the first of them loads, so the public pages' first download has no Redux Toolkit.
 */
export function createLayoutRoutes(store?: AppStore, warmPage: (path: string) => void = () => {}) {
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

  // Sign-in warms the page it leads to: the shell (with the store), and the page's chunks and data (router.tsx).
  const warm = (path: string) => {
    void loadShell();
    warmPage(path);
  };

  // Pieces of the landing page that use the store (the contact form sends through its RTK Query API; the account
  // menu signs out through it): each loads with the store when it is first shown.
  const lazyWithStore = (load: () => Promise<ComponentType>) =>
    lazy(async () => {
      const [Component, { StoreLayout }, appStore] = await Promise.all([
        load(),
        import('./store-layout'),
        loadStore(),
      ]);
      return {
        default: function WithStore() {
          return (
            <StoreLayout store={appStore}>
              <Component />
            </StoreLayout>
          );
        },
      };
    });
  // When the contact section comes near the viewport.
  const ContactFormWithStore = lazyWithStore(() =>
    import('../features/contact/components/contact-form').then((module) => module.ContactForm),
  );
  // Only for a signed-in visitor, in the landing header; from the shell's chunk (see signed-in-layout.tsx).
  const UserMenuWithStore = lazyWithStore(() =>
    import('./shell/signed-in-layout').then((module) => module.UserMenu),
  );

  return {
    loadStore,
    landingPage: async () => {
      const { LandingRoute } = await import('./landing-route');
      return {
        element: <LandingRoute contactForm={<ContactFormWithStore />} accountMenu={<UserMenuWithStore />} />,
      };
    },
    // Not lazy: a context with the loader, so the pages under it download no store until they send something.
    storeLoaderLayout: (
      <StoreLoaderContext value={loadStore}>
        <WarmRouteContext value={warm}>
          <Outlet />
        </WarmRouteContext>
      </StoreLoaderContext>
    ),
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
