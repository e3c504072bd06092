// The portal's environments without the schemas: pages that only show them download no zod.

export const VA_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type VaEnvironment = (typeof VA_ENVIRONMENTS)[number];
/** The benefits portal's sandbox is the default environment: demo data, labelled as such. */
export const DEFAULT_VA_ENVIRONMENT: VaEnvironment = 'sandbox';

/** The one address the sandbox answers for; its profile is public demo data, so anyone may read it. */
export const VA_SANDBOX_DEMO_EMAIL = 'demo.veteran@sandbox.waypoint.example';
