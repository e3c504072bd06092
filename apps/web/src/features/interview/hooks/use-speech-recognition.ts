import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API's recognizer the coach uses (Chromium ships it prefixed, Firefox not at all). */
interface Recognizer {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognizerClass = new () => Recognizer;

function recognizerClass(): RecognizerClass | undefined {
  const scope = window as unknown as {
    SpeechRecognition?: RecognizerClass;
    webkitSpeechRecognition?: RecognizerClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** Whether this browser offers speech recognition at all (headless Chromium and Firefox do not). */
export const speechRecognitionAvailable = (): boolean => recognizerClass() !== undefined;

export interface Dictation {
  listening: boolean;
  /** The recognizer's last failure ("not-allowed" when the microphone was refused), or null. */
  error: string | null;
  /** Seconds spent dictating since the last reset, for the speaking pace. */
  spokenSeconds: () => number;
  start: () => void;
  stop: () => void;
  reset: () => void;
}

/**
 * Dictation through the browser's own recognizer: each final phrase goes to `onText`, so the answer is shown as
 * text to read and correct before it is submitted. Nothing is recorded or sent by Waypoint (decision 013 §18).
 */
export function useSpeechRecognition(
  onText: (text: string) => void,
  onError: (error: string) => void = () => undefined,
): Dictation {
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognizer = useRef<Recognizer | null>(null);
  const startedAt = useRef<number | null>(null);
  const spent = useRef(0);
  const emit = useRef(onText);
  const fail = useRef(onError);
  useEffect(() => {
    emit.current = onText;
    fail.current = onError;
  });

  const settle = useCallback(() => {
    if (startedAt.current !== null) spent.current += (performance.now() - startedAt.current) / 1000;
    startedAt.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Recognition = recognizerClass();
    if (!Recognition || recognizer.current) return;
    const instance = new Recognition();
    instance.continuous = true;
    instance.interimResults = false;
    instance.lang = 'en-US';
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]!;
        if (result.isFinal) emit.current(result[0]!.transcript.trim());
      }
    };
    instance.onerror = (event) => {
      setError(event.error);
      fail.current(event.error);
    };
    instance.onend = () => {
      recognizer.current = null;
      settle();
    };
    recognizer.current = instance;
    setError(null);
    startedAt.current = performance.now();
    setListening(true);
    instance.start();
  }, [settle]);

  const stop = useCallback(() => recognizer.current?.stop(), []);
  const reset = useCallback(() => {
    spent.current = 0;
  }, []);
  const spokenSeconds = useCallback(
    () => spent.current + (startedAt.current === null ? 0 : (performance.now() - startedAt.current) / 1000),
    [],
  );

  useEffect(() => () => recognizer.current?.stop(), []);
  return { listening, error, spokenSeconds, start, stop, reset };
}
