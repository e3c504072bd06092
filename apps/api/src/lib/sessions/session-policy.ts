import type { AppConfig } from '../../config';

/** SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS (decision 009, "Sessions"). */
export type SessionPolicy = Pick<AppConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;
