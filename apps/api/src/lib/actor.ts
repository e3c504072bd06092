import { AUTH_MESSAGES, type UserRole } from '@waypoint/shared';
import { AppError } from './app-error';

/**
 * Who is asking: the signed-in user as the session says, never as a request body or query says. Every service
 * rule about ownership and roles takes one. (`currentUser(request)` answers the fuller `AuthUser`, which is one.)
 */
export interface Actor {
  id: string;
  email: string;
  role: UserRole;
}

const forbidden = () => new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);

export function isOwner(actor: Actor, ownerId: string): boolean {
  return actor.id === ownerId;
}

export function hasRole(actor: Actor, ...roles: readonly UserRole[]): boolean {
  return roles.includes(actor.role);
}

/**
 * Throws unless the actor owns the record. `denied` chooses the answer: a feature that must not reveal whether
 * someone else's record exists answers NOT_FOUND; the default is 403 "You do not have permission to do that."
 */
export function assertOwner(actor: Actor, ownerId: string, denied: () => AppError = forbidden): void {
  if (!isOwner(actor, ownerId)) throw denied();
}

/** Throws 403 "You do not have permission to do that." unless the actor has one of the roles. */
export function requireRole(actor: Actor, ...roles: readonly UserRole[]): void {
  if (!hasRole(actor, ...roles)) throw forbidden();
}

/** The address of the actor's account as stored and compared: trimmed and lower-cased. */
export function actorEmail(actor: Actor): string {
  return actor.email.trim().toLowerCase();
}
