import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { readApiError, type ApiErrorData } from '../api-error';
import { useHydrated } from '../prerender/static-markup';
import {
  fieldErrorsOf,
  type FieldErrorMessages,
  type FormSchema,
  type FormSchemaResult,
  type FormSchemaSource,
} from './form-schema';
import { typedBeforeHydration } from './typed-before-hydration';
import { useStartOnFirstFocus } from './use-start-on-first-focus';

/** A top-level field of the form's values. */
export type FieldName<TValues> = Extract<keyof TValues, string>;

/** react-hook-form's name for a top-level field. */
export const pathOf = <TValues extends FieldValues>(name: FieldName<TValues>): Path<TValues> =>
  name as string as Path<TValues>;

export type FocusField<TValues> = (name: FieldName<TValues>, options?: FocusOptions) => void;

export interface SchemaFormOptions<TValues extends FieldValues, TOutput> {
  /**
   * Every field's starting value, written in the order the screen shows the fields: on submit the first field
   * in error takes focus, and server errors for names that are no field are dropped.
   */
  defaultValues: TValues;
  /**
   * Checks the values on submit; its output is what `onSubmit` gets. A loader (`() => import(…)`) keeps the schema
   * (and zod) out of the page's first download: it starts when focus first enters the form, so a submit rarely
   * waits for it, and a submit before then loads it itself.
   */
  schema: FormSchemaSource<TOutput>;
  /**
   * Starts the other downloads the submit needs (the store, the call it makes), with a lazy schema's: when focus
   * first enters the form. A failed one is tried again on the next focus.
   */
  prepare?: () => Promise<unknown>;
  /** What the schema reads when the inputs hold something else (dates as typed, for instance). */
  toInput?: (values: TValues) => unknown;
  /**
   * Runs with the validated output (and the form, for failures it reports itself). A throw fails the submit:
   * the error (read by `readApiError`) puts its `fieldErrors` on the fields and `failureMessage` in the banner.
   */
  onSubmit: (output: TOutput, form: SchemaForm<TValues>) => Promise<void> | void;
  /** The banner after a failed submit: a fixed text, or chosen from the error (null: none). Default: its message. */
  failureMessage?: string | ((error: ApiErrorData) => string | null);
  /** Whether an edit also clears the banner (the sign-in and reset screens); by default it stays until the next submit. */
  clearFailureOnEdit?: boolean;
  /** Whether the first field in error takes focus (default); the sign-in and reset screens leave focus be. */
  focusFirstError?: boolean;
  /** Brings the first field in error (null: none) to the person; by default it takes focus. */
  revealField?: (field: FieldName<TValues> | null, focusField: FocusField<TValues>) => void;
}

export interface SchemaForm<TValues extends FieldValues> {
  /** react-hook-form's form: values, errors, `reset`; `SchemaFormProvider` hands it to the fields. */
  methods: UseFormReturn<TValues>;
  /** The form's onSubmit. */
  submit: (event?: FormEvent) => void;
  submitting: boolean;
  /** The banner's text after a failed submit, until the next submit. */
  failure: string | null;
  /** Changes a field as an edit does: the value, and its error goes. */
  setField: <K extends FieldName<TValues>>(name: K, value: TValues[K]) => void;
  /** Puts messages on their fields (unknown names are dropped) and brings the first to the person. */
  showFieldErrors: (fieldErrors: FieldErrorMessages) => void;
  showFailure: (message: string | null) => void;
  /** A ref for a field's element, so it can take focus; `useFormField` attaches it itself. */
  fieldRef: (name: FieldName<TValues>) => (element: HTMLElement | null) => void;
  focusField: FocusField<TValues>;
  /** A ref for the submit button, to give it focus back after a submit that leaves no field to fix. */
  submitRef: (element: HTMLButtonElement | null) => void;
}

const FALLBACK_FAILURE = 'Something went wrong. Please try again.';

const isLoader = <T>(source: FormSchemaSource<T>): source is () => Promise<FormSchema<T>> =>
  typeof source === 'function';

/**
 * The one form recipe: react-hook-form holds the values and errors; on submit the schema checks the values
 * (synchronously when it can, so the errors and the focus move come with the click); each field's error clears
 * when it is edited; a failed submit maps the server's `fieldErrors` onto the fields and fills the banner.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>({
  defaultValues,
  schema,
  prepare,
  toInput,
  onSubmit,
  failureMessage,
  clearFailureOnEdit = false,
  focusFirstError = true,
  revealField,
}: SchemaFormOptions<TValues, TOutput>): SchemaForm<TValues> {
  const methods = useForm<TValues>({ defaultValues: defaultValues as DefaultValues<TValues> });
  const { setError, clearErrors, setFocus, setValue, getValues } = methods;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A new object per request, so asking twice for the same field still moves focus.
  const [revealRequest, setRevealRequest] = useState<{ field: FieldName<TValues> | null } | null>(null);
  const [elements] = useState(() => new Map<string, HTMLElement>());
  const loadedSchema = useRef<FormSchema<TOutput> | null>(null);
  const schemaLoad = useRef<Promise<FormSchema<TOutput>> | null>(null);
  const busy = useRef(false);
  const submitButton = useRef<HTMLButtonElement | null>(null);
  const submitRef = useCallback((element: HTMLButtonElement | null) => {
    submitButton.current = element;
  }, []);

  const focusField = useCallback<FocusField<TValues>>(
    (name, options) => {
      const element = elements.get(name);
      if (element) element.focus(options);
      else setFocus(pathOf<TValues>(name));
    },
    [elements, setFocus],
  );

  const fieldRef = useCallback(
    (name: FieldName<TValues>) => (element: HTMLElement | null) => {
      if (element) elements.set(name, element);
      else elements.delete(name);
    },
    [elements],
  );

  const setField = useCallback(
    <K extends FieldName<TValues>>(name: K, value: TValues[K]) => {
      const path = pathOf<TValues>(name);
      setValue(path, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
      clearErrors(path);
      if (clearFailureOnEdit) setFailure(null);
    },
    [clearErrors, clearFailureOnEdit, setValue],
  );

  // Hydrating a prerendered form (decision 031), the fields keep what the visitor typed before the app came: the
  // state takes it over as edits, before anything is painted or sent.
  const hydrated = useHydrated();
  const [fromMarkup] = useState(!hydrated);
  useLayoutEffect(() => {
    if (!fromMarkup) return;
    const typed = typedBeforeHydration(getValues(), elements);
    for (const [name, value] of Object.entries(typed))
      setField(name as FieldName<TValues>, value as TValues[FieldName<TValues>]);
  }, [fromMarkup, elements, getValues, setField]);

  // A schema's loader runs once; a failed download is tried again by the next focus or submit.
  const loadSchema = (load: () => Promise<FormSchema<TOutput>>) => {
    schemaLoad.current ??= load().then(
      (loaded) => (loadedSchema.current = loaded),
      (error: unknown) => {
        schemaLoad.current = null;
        throw error;
      },
    );
    return schemaLoad.current;
  };
  // The lazy schema and what `prepare` loads start downloading when focus first enters the form (the form of any
  // registered field), so a submit does not wait for them.
  const lazySchema = isLoader(schema) ? schema : null;
  useStartOnFirstFocus(
    lazySchema || prepare ? () => Promise.all([lazySchema && loadSchema(lazySchema), prepare?.()]) : null,
    () => [...elements.values()].map((element) => element.closest('form') ?? element),
  );

  // After the messages are rendered, so the field that takes focus is read out with its message.
  const reveal = useEffectEvent((field: FieldName<TValues> | null) => {
    if (revealField) revealField(field, focusField);
    else if (field && focusFirstError) focusField(field);
    // A disabled "Sending…" button drops focus; give it back so keyboard users keep their place.
    if (!field && document.activeElement === document.body) submitButton.current?.focus();
  });
  useEffect(() => {
    if (revealRequest) reveal(revealRequest.field);
  }, [revealRequest]);

  const showFieldErrors = (fieldErrors: FieldErrorMessages) => {
    let first: FieldName<TValues> | null = null;
    for (const field of Object.keys(defaultValues) as FieldName<TValues>[]) {
      const message = fieldErrors[field];
      if (!message) continue;
      setError(pathOf<TValues>(field), { type: 'validate', message });
      first ??= field;
    }
    setRevealRequest({ field: first });
  };

  const bannerFor = (error: unknown): string | null => {
    const read = readApiError(error, FALLBACK_FAILURE);
    if (typeof failureMessage === 'string') return failureMessage;
    return failureMessage ? failureMessage(read) : read.message;
  };

  const run = async (output: TOutput) => {
    setSubmitting(true);
    let outcome = () => setRevealRequest({ field: null });
    try {
      await onSubmit(output, form);
    } catch (error) {
      outcome = () => {
        showFieldErrors(readApiError(error, '').fieldErrors ?? {});
        setFailure(bannerFor(error));
      };
    }
    busy.current = false;
    // Rendered at once, in the task that brought the answer: the form is never seen half done (a confirmation
    // next to a button still "Sending…").
    flushSync(() => {
      setSubmitting(false);
      outcome();
    });
  };

  const afterValidation = (result: FormSchemaResult<TOutput>) => {
    clearErrors();
    if (result.issues) {
      busy.current = false;
      // An issue about the whole form (no field) is the banner's: "Enter both your email address and password."
      setFailure(result.issues.find((issue) => !issue.path?.length)?.message ?? null);
      showFieldErrors(fieldErrorsOf(result.issues));
    } else void run(result.value);
  };

  const validate = (source: FormSchema<TOutput>) => {
    const result = source['~standard'].validate(toInput ? toInput(getValues()) : getValues());
    if (result instanceof Promise) void result.then(afterValidation);
    else afterValidation(result);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    const ready = loadedSchema.current ?? (isLoader(schema) ? null : schema);
    if (ready) return validate(ready);
    if (!isLoader(schema)) return;
    loadSchema(schema).then(
      (loaded) => validate(loaded),
      (error: unknown) => {
        // The schema's chunk did not load (offline): nothing was checked or sent.
        busy.current = false;
        setFailure(bannerFor(error));
      },
    );
  };

  const form: SchemaForm<TValues> = {
    methods,
    submit,
    submitting,
    failure,
    setField,
    showFieldErrors,
    showFailure: setFailure,
    fieldRef,
    focusField,
    submitRef,
  };
  return form;
}
