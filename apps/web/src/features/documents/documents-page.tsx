import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_MESSAGES, DOCUMENT_MESSAGES } from '@waypoint/shared';
import { DocumentTitle } from '../../components/document-title';
import { QueryState, signInWhenSignedOut } from '../../components/query-state';
import { useGetDocumentsQuery } from './api/get-documents';
import { DocumentCard } from './components/document-card';
import { UploadZone } from './components/upload-zone';
import { UsageMeter } from './components/usage-meter';
import { VAULT_TEXTS } from './documents-texts';

/** /documents (spec "Document vault"): upload, the list with category and notes, download, share, usage. */
export default function DocumentsPage() {
  const list = useGetDocumentsQuery();

  return (
    <Stack spacing={3}>
      <DocumentTitle page={VAULT_TEXTS.title} />
      <Box>
        <Typography variant="h4" component="h1">
          {VAULT_TEXTS.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{VAULT_TEXTS.intro}</Typography>
      </Box>
      <QueryState
        result={list}
        loadingLabel={VAULT_TEXTS.loading}
        errorMessage={(failure) =>
          failure.status === 401 ? AUTH_MESSAGES.signInToContinue : DOCUMENT_MESSAGES.loadFailed
        }
        errorAction={signInWhenSignedOut}
      >
        {({ documents, usage, maxFileBytes }) => (
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
        )}
      </QueryState>
    </Stack>
  );
}
