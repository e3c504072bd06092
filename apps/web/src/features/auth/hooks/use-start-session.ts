import { useCallback } from 'react';
import type { AuthUser } from '@waypoint/shared';
import { useAppDispatch } from '../../../stores/hooks';
import { startSession } from '../start-session';

export type StartSession = (token: string, user: Pick<AuthUser, 'firstName' | 'lastName'>) => void;

/** `startSession` on the store of the page (registration). */
export function useStartSession(): StartSession {
  const dispatch = useAppDispatch();
  return useCallback((token, user) => startSession(dispatch, token, user), [dispatch]);
}
