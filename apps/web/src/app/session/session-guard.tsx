import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readApiError } from '../../lib/api-error';
import { forgetStaleSession } from '../../lib/auth-token';
import { guardRedirectFor } from '../../lib/redirect-to';
import { isCrisisPath } from './crisis-path';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { SessionCheckFailed } from './session-check-failed';
import { SessionChecking } from './session-status';

interface SessionGuardProps {
  children: ReactNode;
}

/**
 * The signed-in area asks the server whether the stored token is still a session (decision 013 §3). No session
 * (401): the stale token is forgotten and the visitor goes to sign-in, which brings them back here afterwards.
 * Crisis help never waits for the check and, signed out, shows in the public frame (see shell-gate.tsx).
 */
export function SessionGuard({ children }: SessionGuardProps) {
  const location = useLocation();
  const crisis = isCrisisPath(location.pathname);
  // Back on the tab after a while, check again: the session may have timed out or been revoked meanwhile.
  const session = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const signedOut = session.isError && readApiError(session.error, '').status === 401;

  useEffect(() => {
    if (signedOut) forgetStaleSession();
  }, [signedOut]);

  // Clearing the token makes ShellGate show crisis help in the public frame; elsewhere, on to sign-in.
  if (signedOut) return crisis ? null : <Navigate to={guardRedirectFor(location)} replace />;
  if (session.data || crisis) return children;
  if (session.isError) return <SessionCheckFailed onRetry={() => void session.refetch()} />;
  return <SessionChecking />;
}
