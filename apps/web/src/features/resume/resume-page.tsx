import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESUME_MESSAGES } from '@waypoint/shared/resume/resume-limits';
import { QueryState } from '../../components/query-state';
import { readApiError } from '../../lib/api-error';
import { useCreateResumeMutation } from './api/create-resume';
import { useDeleteResumeMutation } from './api/delete-resume';
import { useGetResumeQuery } from './api/get-resume';
import { useGetResumePrefillQuery } from './api/get-resume-prefill';
import { useListResumesQuery } from './api/list-resumes';
import { ImportJsonButton } from './components/import-json-button';
import { ResumePicker } from './components/resume-picker';
import { ResumeWorkspace } from './components/resume-workspace';
import { readJsonResumeFile } from './json-resume-file';
import { resumeDataFromPrefill } from './resume-prefill';

const CREATE_FAILED = 'We could not start a new resume. Please try again.';

function OpenResume({ id }: { id: string }) {
  const resume = useGetResumeQuery(id);
  const prefill = useGetResumePrefillQuery();
  return (
    <QueryState
      result={{ ...resume, data: resume.data?.id === id ? resume.data : undefined }}
      loadingLabel="Loading your resume"
      errorMessage={(failure) => failure.message || RESUME_MESSAGES.loadFailed}
    >
      {(data) => <ResumeWorkspace key={data.id} resume={data} prefill={prefill.data} />}
    </QueryState>
  );
}

/** /resume: the user's saved resumes, and the open one's editor, preview and export. */
export default function ResumePage() {
  const list = useListResumesQuery();
  const prefill = useGetResumePrefillQuery();
  const [createResume, creation] = useCreateResumeMutation();
  const [deleteResume, deletion] = useDeleteResumeMutation();
  const [params, setParams] = useSearchParams();
  const [actionError, setActionError] = useState<string | null>(null);

  const resumes = list.data ?? [];
  const requested = params.get('resume');
  const selectedId = resumes.some((resume) => resume.id === requested) ? requested! : (resumes[0]?.id ?? '');
  const open = (id: string) => setParams(id ? { resume: id } : {}, { replace: true });

  const start = async () => {
    setActionError(null);
    try {
      const created = await createResume({
        name: resumes.length === 0 ? 'My resume' : `Resume ${resumes.length + 1}`,
        template: 'professional',
        data: resumeDataFromPrefill(prefill.data),
      }).unwrap();
      open(created.id);
    } catch (error) {
      setActionError(readApiError(error, CREATE_FAILED).message);
    }
  };

  const importFile = async (file: File) => {
    setActionError(null);
    const read = await readJsonResumeFile(file);
    if (!read.ok) {
      setActionError(read.message);
      return;
    }
    try {
      const created = await createResume({
        name: read.name,
        template: 'professional',
        data: read.data,
      }).unwrap();
      open(created.id);
    } catch (error) {
      setActionError(readApiError(error, CREATE_FAILED).message);
    }
  };
  const busy = creation.isLoading || deletion.isLoading;
  const importButton = <ImportJsonButton onFile={(file) => void importFile(file)} disabled={busy} />;

  const remove = async (id: string) => {
    setActionError(null);
    try {
      await deleteResume(id).unwrap();
      open('');
    } catch (error) {
      setActionError(readApiError(error, 'We could not delete that resume. Please try again.').message);
    }
  };

  const startCard = (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h2">
          Start your civilian resume
        </Typography>
        <Typography>
          {prefill.data?.hasProfile
            ? 'Your new resume starts from your veteran profile: name, contact details, location and skills, with civilian job titles and bullets for your MOS to choose from.'
            : 'You have no saved resumes yet. Complete your veteran profile to start from your service details.'}
        </Typography>
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={creation.isLoading || prefill.isLoading}
        >
          Start a resume
        </Button>
      </Stack>
    </Paper>
  );

  const body = (
    <QueryState
      result={list}
      loadingLabel="Loading your resumes"
      errorMessage={RESUME_MESSAGES.loadFailed}
      isEmpty={(saved) => saved.length === 0}
      empty={startCard}
    >
      {() => (
        <Stack spacing={3}>
          <ResumePicker
            resumes={resumes}
            selectedId={selectedId}
            onSelect={open}
            onCreate={() => void start()}
            onDelete={(id) => void remove(id)}
            busy={busy}
            importButton={importButton}
          />
          {selectedId && <OpenResume key={selectedId} id={selectedId} />}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Resume Builder
      </Typography>
      {actionError && <Alert severity="error">{actionError}</Alert>}
      {body}
    </Stack>
  );
}
