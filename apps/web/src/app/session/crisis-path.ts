// Not navigation.ts's CRISIS_ROUTE: importing that module would bring the sidebar's icons along.
const CRISIS_PATH = /^\/crisis-resources\/?$/;

/** Crisis help is reachable signed out and never waits for a session check (SPEC-DECISIONS 3). */
export function isCrisisPath(pathname: string): boolean {
  return CRISIS_PATH.test(pathname);
}
