import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, DOCUMENT_MESSAGES } from '@waypoint/shared';
import { Link as RouterLink } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { readApiError } from '../../lib/api-error';
import { useGetDocumentsQuery } from './api/get-documents';
import { DocumentCard } from './components/document-card';
import { UploadZone } from './components/upload-zone';
import { UsageMeter } from './components/usage-meter';
import { VAULT_TEXTS } from './documents-texts';

/** /documents (spec "Document vault"): upload, the list with category and notes, download, share, usage. */
export default function DocumentsPage() {
  const list = useGetDocumentsQuery();
  const failure = list.isError ? readApiError(list.error, DOCUMENT_MESSAGES.loadFailed) : null;

  let body;
  if (list.data) {
    const { documents, usage, maxFileBytes } = list.data;
    body = (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <UsageMeter usage={usage} />
            <UploadZone maxFileBytes={maxFileBytes} full={usage.usedBytes >= usage.quotaBytes} />
          </Stack>
        </Paper>
        <Box component="section" aria-labelledby="vault-documents-heading">
          <Typography id="vault-documents-heading" variant="h5" component="h2" gutterBottom>
            Your documents
          </Typography>
          {documents.length === 0 ? (
            <Typography>{VAULT_TEXTS.empty}</Typography>
          ) : (
            <Stack spacing={2}>
              {documents.map((document) => (
                <DocumentCard key={document.id} document={document} />
              ))}
            </Stack>
          )}
        </Box>
      </>
    );
  } else if (failure) {
    const signedOut = failure.status === 401;
    body = (
      <Alert
        severity="error"
        action={
          signedOut ? (
            <Button color="inherit" component={RouterLink} to="/signin">
              Sign in
            </Button>
          ) : (
            <Button color="inherit" onClick={() => void list.refetch()}>
              Retry
            </Button>
          )
        }
      >
        {signedOut ? AUTH_MESSAGES.signInToContinue : DOCUMENT_MESSAGES.loadFailed}
      </Alert>
    );
  } else {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={VAULT_TEXTS.loading} />
      </Box>
    );
  }

  return (
    <Stack spacing={3}>
      <DocumentTitle page={VAULT_TEXTS.title} />
      <Box>
        <Typography variant="h4" component="h1">
          {VAULT_TEXTS.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{VAULT_TEXTS.intro}</Typography>
      </Box>
      {body}
    </Stack>
  );
}
