import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PublicFrame } from '../../components/public-frame/public-frame';
import { useSignedIn } from '../../components/public-frame/use-signed-in';
import { guardRedirectFor } from '../../lib/redirect-to';
import { isCrisisPath } from '../session/crisis-path';
import { SessionChecking } from '../session/session-status';

interface ShellGateProps {
  /** The lazily loaded shell with its store and session check (layout-routes.tsx, signed-in-layout.tsx). */
  signedInShell: ReactNode;
}

/**
 * The layout of the signed-in area. Without a stored token the visitor goes to sign-in (and comes back after),
 * before the shell or the store download; with one, the shell's SessionGuard asks the server if it is live.
 * Crisis help must never sit behind sign-in (SPEC-DECISIONS 3): signed out, /crisis-resources shows in the
 * light public frame, without downloading the shell or the Redux store.
 */
export function ShellGate({ signedInShell }: ShellGateProps) {
  const location = useLocation();
  const signedIn = useSignedIn();
  if (!signedIn && isCrisisPath(location.pathname)) {
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  }
  if (!signedIn) return <Navigate to={guardRedirectFor(location)} replace />;
  // While the shell downloads, the page the session check shows next: a skip link and crisis help from the start.
  return <Suspense fallback={<SessionChecking />}>{signedInShell}</Suspense>;
}
