import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { SchemaForm } from './use-schema-form';

export const SchemaFormContext = createContext<SchemaForm<FieldValues> | null>(null);

/** Hands the form to its fields: `useFormField` here, react-hook-form's `useFormContext` for the rest. */
export function SchemaFormProvider<TValues extends FieldValues>({
  form,
  children,
}: {
  form: SchemaForm<TValues>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form.methods}>
      <SchemaFormContext.Provider value={form as unknown as SchemaForm<FieldValues>}>
        {children}
      </SchemaFormContext.Provider>
    </FormProvider>
  );
}

/** The form of the nearest `SchemaFormProvider`. */
export function useSchemaFormContext<TValues extends FieldValues>(): SchemaForm<TValues> {
  const form = useContext(SchemaFormContext);
  if (!form) throw new Error('A form field must be inside SchemaFormProvider');
  return form as unknown as SchemaForm<TValues>;
}
