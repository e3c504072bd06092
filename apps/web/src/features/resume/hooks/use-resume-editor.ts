import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResumeData, ResumeTemplate } from '@waypoint/shared/resume/resume-data';
import { RESUME_MESSAGES } from '@waypoint/shared/resume/resume-limits';
import type { Resume } from '@waypoint/shared/resume/resume-http';
import { readApiError } from '../../../lib/api-error';
import { useLazyGetResumeQuery } from '../api/get-resume';
import { useSaveResumeMutation } from '../api/save-resume';
import {
  fromApiFieldErrors,
  loadResumeValidator,
  validateResumeName,
  type ResumeFieldErrors,
  type ResumeValidator,
} from '../resume-validation';

/** Autosave waits this long after the last edit. */
export const AUTOSAVE_DELAY_MS = 1000;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'invalid' | 'failed' | 'conflict';

export interface ResumeDraft {
  name: string;
  template: ResumeTemplate;
  data: ResumeData;
}

/**
 * One open resume: the draft the editor and preview show, its validation, and autosave a second after the last
 * valid edit. A save carries the version the edit started from; when another tab saved first the API answers
 * 409 and the draft stays here until the user keeps it (saving over the other) or loads the other version.
 */
export function useResumeEditor(resume: Resume) {
  const [draft, setDraft] = useState<ResumeDraft>(() => ({
    name: resume.name,
    template: resume.template,
    data: resume.data,
  }));
  const [revision, setRevision] = useState(0);
  const [savedRevision, setSavedRevision] = useState(0);
  // What the last save request came to; the status shown is derived from it and the draft.
  const [phase, setPhase] = useState<'idle' | 'saving' | 'failed' | 'conflict'>('idle');
  const [serverErrors, setServerErrors] = useState<ResumeFieldErrors>({});
  const [saveResume] = useSaveResumeMutation();
  const [readResume] = useLazyGetResumeQuery();
  const version = useRef(resume.version);
  const latest = useRef({ draft, revision });
  useEffect(() => {
    latest.current = { draft, revision };
  }, [draft, revision]);
  const saving = useRef<Promise<boolean> | null>(null);
  const savedThrough = useRef(0);

  // The shared schema checks each edit. It downloads with the first edit rather than with the page (a stored resume
  // passed it when saved); until it is here an edit waits to be saved. If it cannot download, the API's check
  // (the same schema) stands in: its field messages come back with the save.
  const [validator, setValidator] = useState<ResumeValidator | 'unavailable' | null>(null);
  const validatorRef = useRef<ResumeValidator | null>(null);
  const validatorLoad = useRef<Promise<void> | null>(null);
  const prepareValidator = useCallback(() => {
    validatorLoad.current ??= loadResumeValidator().then(
      (loaded) => {
        validatorRef.current = loaded;
        setValidator(() => loaded);
      },
      () => {
        validatorLoad.current = null;
        setValidator('unavailable');
      },
    );
    return validatorLoad.current;
  }, []);

  const errors = useMemo(() => {
    const found = { ...serverErrors, ...(typeof validator === 'function' ? validator(draft.data) : {}) };
    const nameError = validateResumeName(draft.name);
    if (nameError) found.name = nameError;
    return found;
  }, [draft, serverErrors, validator]);
  const valid = Object.keys(errors).length === 0;
  const validRef = useRef(valid);
  const phaseRef = useRef(phase);
  useEffect(() => {
    validRef.current = valid;
    phaseRef.current = phase;
  }, [valid, phase]);
  const dirty = revision !== savedRevision;

  let status: SaveStatus;
  if (phase === 'conflict' || phase === 'saving') status = phase;
  else if (!valid) status = 'invalid';
  else if (!dirty) status = 'saved';
  else status = phase === 'failed' ? 'failed' : 'pending';

  const edit = useCallback(
    (change: (current: ResumeDraft) => ResumeDraft) => {
      void prepareValidator();
      setDraft(change);
      setServerErrors({});
      setRevision((current) => current + 1);
      // An edit after a failed save tries again; a conflict waits for the user's choice.
      setPhase((current) => (current === 'failed' ? 'idle' : current));
    },
    [prepareValidator],
  );

  /** Saves the latest draft; true when it is stored. One save at a time: a second call shares the first. */
  const save = useCallback((): Promise<boolean> => {
    if (saving.current) return saving.current;
    const run = async () => {
      const { draft: sent, revision: sentRevision } = latest.current;
      setPhase('saving');
      try {
        const saved = await saveResume({
          id: resume.id,
          body: { ...sent, version: version.current },
        }).unwrap();
        version.current = saved.version;
        savedThrough.current = sentRevision;
        setSavedRevision(sentRevision);
        setPhase('idle');
        return true;
      } catch (error) {
        const failure = readApiError(error, RESUME_MESSAGES.saveFailed);
        if (failure.status === 409) setPhase('conflict');
        else if (failure.status === 400) {
          setServerErrors(fromApiFieldErrors(failure.fieldErrors));
          setPhase('idle');
        } else setPhase('failed');
        return false;
      } finally {
        saving.current = null;
      }
    };
    saving.current = run();
    return saving.current;
  }, [resume.id, saveResume]);

  /**
   * Saves now what autosave would save in a moment, so a file the API makes from the stored resume holds every
   * edit: true when the stored resume is the draft, false when it cannot be saved (invalid, or a conflict).
   */
  const flush = useCallback(async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    if (latest.current.revision === savedThrough.current) return true;
    if (!validatorRef.current) await prepareValidator();
    const problems = validatorRef.current?.(latest.current.draft.data) ?? {};
    if (!validRef.current || Object.keys(problems).length > 0 || phaseRef.current === 'conflict')
      return false;
    return save();
  }, [prepareValidator, save]);

  useEffect(() => {
    if (!dirty || !valid || phase !== 'idle' || validator === null) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, valid, phase, revision, save, validator]);

  // Closing the tab with an unsaved edit asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** After a conflict: save this draft over the other tab's version. */
  const keepMine = useCallback(async () => {
    try {
      const stored = await readResume(resume.id).unwrap();
      version.current = stored.version;
      setPhase('idle');
      await save();
    } catch {
      setPhase('failed');
    }
  }, [readResume, resume.id, save]);

  /** After a conflict: drop this draft's unsaved edits and show the stored version. */
  const loadTheirs = useCallback(async () => {
    try {
      const stored = await readResume(resume.id).unwrap();
      version.current = stored.version;
      setDraft({ name: stored.name, template: stored.template, data: stored.data });
      setSavedRevision(latest.current.revision);
      savedThrough.current = latest.current.revision;
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  }, [readResume, resume.id]);

  return { draft, edit, errors, status, revision, retry: save, flush, keepMine, loadTheirs };
}

export type ResumeEditor = ReturnType<typeof useResumeEditor>;
