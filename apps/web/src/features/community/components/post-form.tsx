import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COMMUNITY_LABELS, COMMUNITY_LIMITS } from '@waypoint/shared/community/community-limits';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useCreatePostMutation } from '../api/create-post';
import { CrisisNote } from './crisis-note';

interface PostFormValues {
  content: string;
}

export const POST_FAILED = 'We could not post that. Please try again.';

/** The circle's post box: plain text up to 5,000 characters; the new post appears at the top. */
export function PostForm({ circleId, circleName }: { circleId: string; circleName: string }) {
  const [createPost] = useCreatePostMutation();
  const [crisis, setCrisis] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  const formId = useId();
  const form = useSchemaForm<PostFormValues, { content: string }>({
    defaultValues: { content: '' },
    // Loaded when the form is first focused or sent, keeping zod out of the page's first download.
    schema: () => import('@waypoint/shared/community/community').then((module) => module.postCreateSchema),
    failureMessage: (error) => (error.fieldErrors ? null : (error.message ?? POST_FAILED)),
    async onSubmit({ content }, { methods }) {
      setPosted(null);
      const created = await createPost({ circleId, content }).unwrap();
      setCrisis(created.showCrisisResources);
      methods.reset({ content: '' });
      setPosted('Posted.');
    },
  });
  const { failure, submitting, submitRef, submit } = form;
  return (
    <Stack spacing={1.5}>
      <SchemaFormProvider form={form}>
        <Stack component="form" id={formId} noValidate spacing={1.5} onSubmit={submit}>
          <FormBanner messages={[failure]} />
          <FormTextField<PostFormValues>
            name="content"
            label={`Post to ${circleName}`}
            multiline
            minRows={3}
            hint="Plain text; links become clickable."
            slotProps={{ htmlInput: { maxLength: COMMUNITY_LIMITS.postMax } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={submitting} ref={submitRef}>
              {submitting ? 'Posting…' : COMMUNITY_LABELS.post}
            </Button>
          </Box>
          <Box role="status" sx={{ typography: 'body2', color: 'success.main' }}>
            {posted}
          </Box>
        </Stack>
      </SchemaFormProvider>
      {crisis && <CrisisNote />}
    </Stack>
  );
}
