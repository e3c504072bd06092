import { useCallback, useEffect, useRef, useState } from 'react';
import type { MosTranslation } from '@waypoint/shared/careers/careers-http';
import {
  useLazyGetMosTranslationQuery,
  type GetMosTranslationArgs,
} from '../../../components/career-kit/api/get-mos-translation';
import { translationErrorMessage } from '../translation-error-message';

export type TranslationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; translation: MosTranslation }
  | { status: 'error'; message: string };

const IDLE: TranslationState = { status: 'idle' };

/** Runs one translation at a time: a new request or a reset aborts the one still running. */
export function useMosTranslation() {
  const [fetchTranslation] = useLazyGetMosTranslationQuery();
  const [state, setState] = useState<TranslationState>(IDLE);
  const pending = useRef<ReturnType<typeof fetchTranslation> | null>(null);

  const cancelPending = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
  }, []);

  useEffect(() => cancelPending, [cancelPending]);

  const translate = useCallback(
    async (args: GetMosTranslationArgs) => {
      cancelPending();
      setState({ status: 'loading' });
      const request = fetchTranslation(args, true);
      pending.current = request;
      try {
        const translation = await request.unwrap();
        if (pending.current === request) setState({ status: 'success', translation });
      } catch (error) {
        if (pending.current === request)
          setState({ status: 'error', message: translationErrorMessage(error) });
      } finally {
        if (pending.current === request) pending.current = null;
      }
    },
    [cancelPending, fetchTranslation],
  );

  /** Editing the MOS code clears the shown error (spec); a shown result stays. */
  const clearError = useCallback(
    () => setState((current) => (current.status === 'error' ? IDLE : current)),
    [],
  );

  const reset = useCallback(() => {
    cancelPending();
    setState(IDLE);
  }, [cancelPending]);

  return { state, translate, clearError, reset };
}
