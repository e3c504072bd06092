import { LoadingPage } from './status-page';

/**
 * While the shell downloads and GET /api/me is pending: the page's title and a status message for screen readers.
 * Light on purpose: the shell gate shows it too, before the shell's chunk arrives.
 */
export function SessionChecking() {
  return <LoadingPage status="Checking your session…" />;
}
