import { useEffect, useRef } from 'react';
import { isKnownTimeZone } from '@waypoint/shared/core/time-zone-check';
import { useUpdateTimeZoneMutation } from '../api/update-time-zone';
import { browserTimeZone } from '../../../lib/browser-time-zone';

/**
 * Stores the browser's zone when it differs from the one the server counts in (a first visit, or travel), so
 * "today" for the streak is the person's today. Once per page: a refusal is not worth retrying in a loop.
 */
export function useTimeZoneSync(storedZone: string | null | undefined): void {
  const [updateTimeZone] = useUpdateTimeZoneMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (storedZone === undefined || sent.current) return;
    const zone = browserTimeZone();
    if (!zone || zone === storedZone || !isKnownTimeZone(zone)) return;
    sent.current = true;
    void updateTimeZone({ timeZone: zone });
  }, [storedZone, updateTimeZone]);
}
