import { isUserRole, normalizeEmail, USER_ROLES, type UserRole } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { AuthAudit } from './auth-audit';
import type { UsersRepository } from './users.repository';

export interface RoleChange {
  email: string;
  role: string;
  /** The admin who asked, or null from the command line. */
  actorUserId: string | null;
  /** Where the change came from, for the audit log (`cli:alice`, `api`). */
  via: string;
}

export interface RoleChangeResult {
  userId: string;
  email: string;
  previousRole: UserRole;
  role: UserRole;
  changed: boolean;
}

interface Dependencies {
  users: UsersRepository;
  audit: AuthAudit;
  /** When a change is made: the app's clock, or the system clock from the command line. */
  now: () => Date;
}

export function createUserRolesService({ users, audit, now }: Dependencies) {
  return {
    /** Sets a user's role and records who did it. Roles are read on every request, so it applies at once. */
    async changeRole(change: RoleChange): Promise<RoleChangeResult> {
      const role = change.role.trim().toLowerCase();
      if (!isUserRole(role)) {
        throw new AppError(
          'VALIDATION',
          `"${change.role}" is not a role. Choose one of: ${USER_ROLES.join(', ')}.`,
          { role: 'Unknown role' },
        );
      }
      const email = normalizeEmail(change.email);
      const user = await users.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', `No account uses the address ${email}.`);
      const result = { userId: user.id, email, previousRole: user.role, role, changed: user.role !== role };
      if (!result.changed) return result;
      await users.updateRole(user.id, role, now());
      await audit.record({
        action: 'auth.role_changed',
        actorUserId: change.actorUserId,
        subject: user.id,
        details: { from: user.role, to: role, via: change.via },
      });
      return result;
    },
  };
}
