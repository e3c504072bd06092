import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  veteranProfileCreateSchema,
  veteranProfileUpdateSchema,
  type VeteranProfileUpdate,
} from '@waypoint/shared';
import { toSchemaInput, type ProfileFormMode, type ProfileFormValues } from './profile-form-values';

/** The validated, normalized profile (trimmed, phone as digits with a plus, MOS upper case, ISO dates). */
export type ProfileFormOutput = VeteranProfileUpdate & { email?: string };

export const isProfileField = (name: string, values: ProfileFormValues): name is keyof ProfileFormValues =>
  Object.hasOwn(values, name);

/**
 * Validates with the shared schemas (the API uses the same ones): the create schema also checks the e-mail,
 * the update schema leaves it out because it is read-only. Each field gets its first message.
 */
export function profileFormResolver(
  mode: ProfileFormMode,
): Resolver<ProfileFormValues, unknown, ProfileFormOutput> {
  const schema = mode === 'create' ? veteranProfileCreateSchema : veteranProfileUpdateSchema;
  return (values) => {
    const result = schema.safeParse(toSchemaInput(values, mode));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ProfileFormValues> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (isProfileField(name, values) && !errors[name]) {
        errors[name] = { type: issue.code, message: issue.message };
      }
    }
    return { values: {}, errors };
  };
}
