import { useContext } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { SchemaFormContext } from './schema-form-provider';
import { pathOf, type FieldName, type SchemaForm } from './use-schema-form';

export interface BoundField<TValue> {
  name: string;
  value: TValue;
  /** The field's message, while it has one. */
  error: string | undefined;
  /** An edit: the new value, and the field's error goes (the errors of other fields stay). */
  onChange: (value: TValue) => void;
  onBlur: () => void;
  /** For the input element: focus goes there when the field is the first in error. */
  ref: (element: HTMLElement | null) => void;
}

/** Binds one field of a schema form (the nearest `SchemaFormProvider`, or `form`) to an input. */
export function useFormField<TValues extends FieldValues, K extends FieldName<TValues> = FieldName<TValues>>(
  name: K,
  form?: SchemaForm<TValues>,
): BoundField<TValues[K]> {
  const context = useContext(SchemaFormContext) as SchemaForm<TValues> | null;
  const owner = form ?? context;
  if (!owner) throw new Error('useFormField needs a form: pass it, or render inside SchemaFormProvider');
  const { field, fieldState } = useController({
    name: pathOf<TValues>(name),
    control: owner.methods.control,
  });
  const registerElement = owner.fieldRef(name);
  return {
    name: field.name,
    value: field.value as TValues[K],
    error: fieldState.error?.message,
    onChange: (value) => owner.setField(name, value),
    onBlur: field.onBlur,
    ref: (element) => {
      field.ref(element);
      registerElement(element);
    },
  };
}
