// Not navigation.ts's CRISIS_ROUTE: importing that module would bring the sidebar's icons along.
export const CRISIS_PATH = '/crisis-resources';
const CRISIS_PATH_PATTERN = /^\/crisis-resources\/?$/;

/** Crisis help is reachable signed out and never waits for a session check (SPEC-DECISIONS 3). */
export function isCrisisPath(pathname: string): boolean {
  return CRISIS_PATH_PATTERN.test(pathname);
}
