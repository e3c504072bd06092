/**
 * What a form validates with: the part of Standard Schema (standardschema.dev) a form needs. Every Zod schema
 * is one, so the shared schemas serve as they are; `ruleSchema` makes one from plain rule functions for a
 * screen that must not load zod.
 */
export interface FormSchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => FormSchemaResult<Output> | Promise<FormSchemaResult<Output>>;
  };
}

export interface FormSchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

export type FormSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<FormSchemaIssue> };

/**
 * A schema, or a loader for one: a screen that keeps zod out of its first download (the landing page's contact
 * form, decision 011) loads its schema on the first submit.
 */
export type FormSchemaSource<Output> = FormSchema<Output> | (() => Promise<FormSchema<Output>>);

export type FieldErrorMessages = Readonly<Record<string, string | undefined>>;

/** Each field's first message; an issue about the whole value (no path) belongs to no field and is dropped. */
export function fieldErrorsOf(issues: ReadonlyArray<FormSchemaIssue>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const first = path?.[0];
    const key = typeof first === 'object' && first !== null ? first.key : first;
    if (key !== undefined && !(String(key) in errors)) errors[String(key)] = message;
  }
  return errors;
}

/** A schema from rules written as plain functions: the field errors, or the value to submit. */
export function ruleSchema<Input, Output>(
  check: (values: Input) => { fieldErrors: FieldErrorMessages } | { value: Output },
): FormSchema<Output> {
  return {
    '~standard': {
      validate(value) {
        const result = check(value as Input);
        if ('value' in result) return { value: result.value };
        const issues = Object.entries(result.fieldErrors)
          .filter((entry): entry is [string, string] => Boolean(entry[1]))
          .map(([field, message]) => ({ message, path: [field] }));
        return { issues };
      },
    },
  };
}
