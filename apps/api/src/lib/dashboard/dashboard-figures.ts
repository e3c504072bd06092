import type {
  DashboardFigureName,
  DashboardFigureValues,
  DashboardPersona,
} from '@waypoint/shared/dashboard/dashboard';
import type { Actor } from '../actor';
import { createRegistry, type Registry } from '../registry';

/*
 * Dashboard figures (decision 027). The dashboard shows figures of data other features own (a profile's
 * completeness, saved jobs, pending mentor requests, users), and features never import each other, so each owner
 * registers how to compute its figures here, from its routes plugin, with its own repository; the dashboard
 * feature asks every figure of the viewer's persona at once. A figure must guarantee:
 * - `compute` answers about the actor only (or, for the admin persona, the whole site), in one or two cheap
 *   indexed queries, never one query per row;
 * - its value has the shape `dashboardFigureSchemas[name]` in `@waypoint/shared/dashboard` gives it;
 * - it changes nothing.
 */

export type DashboardFigure = {
  [Name in DashboardFigureName]: {
    /** `<feature>.<figure>`: a key of `dashboardFigureSchemas`. */
    name: Name;
    /** The personas whose dashboard shows it. */
    personas: readonly DashboardPersona[];
    compute(actor: Actor): Promise<DashboardFigureValues[Name]>;
  };
}[DashboardFigureName];

/** Where features register their figures (`app.dashboardFigures.register({ name, personas, compute })`). */
export type DashboardFigureRegistry = Registry<DashboardFigure>;

export function createDashboardFigureRegistry(): DashboardFigureRegistry {
  return createRegistry<DashboardFigure>('Dashboard figure');
}
