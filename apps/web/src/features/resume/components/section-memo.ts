import { memo, type ComponentType } from 'react';
import type { ResumeData } from '@waypoint/shared/resume/resume-data';
import type { ResumeEditor } from '../hooks/use-resume-editor';

const errorsUnder = (errors: Record<string, string>, keys: readonly string[]) =>
  JSON.stringify(Object.entries(errors).filter(([path]) => keys.some((key) => path.split('.')[0] === key)));

/**
 * A section that re-renders only when its own part of the draft, its own messages or its other props change, so
 * typing in one field does not re-render the whole editor (the draft changes on every keystroke; `edit` is
 * stable).
 */
export function memoSection<P extends { editor: ResumeEditor }>(
  Section: ComponentType<P>,
  keys: readonly (keyof ResumeData)[],
) {
  return memo(Section, (prev, next) => {
    const { editor: before, ...prevRest } = prev;
    const { editor: after, ...nextRest } = next;
    return (
      keys.every((key) => before.draft.data[key] === after.draft.data[key]) &&
      before.edit === after.edit &&
      errorsUnder(before.errors, keys) === errorsUnder(after.errors, keys) &&
      Object.keys(nextRest).every(
        (name) => (prevRest as Record<string, unknown>)[name] === (nextRest as Record<string, unknown>)[name],
      )
    );
  });
}
