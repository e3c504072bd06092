import { INTERVIEW_MESSAGES } from '@waypoint/shared/interview/interview-limits';
import { useCallback, useEffect, useState } from 'react';
import { speechRecognitionAvailable } from './use-speech-recognition';

export interface VoiceAvailability {
  /** Null while checking; then whether voice practice can work here. */
  available: boolean | null;
  /** Why not, in words for the person. */
  reason: string | null;
  /** A dictation failed for good (no service, microphone refused): voice is off for this visit. */
  markUnavailable: (reason: string) => void;
}

/** What a recognizer's error means for voice practice; null for a passing failure (silence, an abort). */
export function voiceFailureReason(error: string): string | null {
  if (error === 'not-allowed') return INTERVIEW_MESSAGES.voiceNotAllowed;
  if (error === 'audio-capture') return INTERVIEW_MESSAGES.voiceNoMicrophone;
  if (error === 'network' || error === 'service-not-allowed' || error === 'language-not-supported') {
    return INTERVIEW_MESSAGES.voiceServiceFailed;
  }
  return null;
}

async function hasMicrophone(): Promise<boolean> {
  // Lists device kinds without asking permission; a browser that cannot list them is given the benefit.
  if (!navigator.mediaDevices?.enumerateDevices) return true;
  const devices = await navigator.mediaDevices.enumerateDevices().catch(() => undefined);
  return devices ? devices.some((device) => device.kind === 'audioinput') : true;
}

/**
 * Whether voice practice can work in this browser (decision 013 §18): it needs the Web Speech API's recognizer
 * (Firefox has none) and a microphone (a headless browser has none, though Chromium keeps the recognizer).
 */
export function useVoiceAvailability(): VoiceAvailability {
  const recognizer = speechRecognitionAvailable();
  const [state, setState] = useState<Omit<VoiceAvailability, 'markUnavailable'>>(() =>
    recognizer
      ? { available: null, reason: null }
      : { available: false, reason: INTERVIEW_MESSAGES.voiceUnavailable },
  );

  useEffect(() => {
    if (!recognizer) return;
    let current = true;
    void hasMicrophone().then((microphone) => {
      if (!current) return;
      setState((previous) =>
        previous.available === false
          ? previous
          : microphone
            ? { available: true, reason: null }
            : { available: false, reason: INTERVIEW_MESSAGES.voiceNoMicrophone },
      );
    });
    return () => {
      current = false;
    };
  }, [recognizer]);

  const markUnavailable = useCallback((reason: string) => setState({ available: false, reason }), []);
  return { ...state, markUnavailable };
}
