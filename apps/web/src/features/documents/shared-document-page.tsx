import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DOCUMENT_MESSAGES, formatFileSize } from '@waypoint/shared';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { QueryState } from '../../components/query-state';
import { useGetSharedDocumentQuery } from './api/get-shared-document';
import { formatDate } from './documents-texts';

export const SHARED_TEXTS = {
  title: 'Shared document',
  intro: 'A Waypoint member shared this document with you. No account is needed to download it.',
  sharedBy: 'Shared by',
  size: 'Size',
  expires: 'Link expires',
  download: 'Download',
  loading: 'Loading the shared document',
} as const;

/** /shared?token=…: the recipient's page, without an account. */
export default function SharedDocumentPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shared = useGetSharedDocumentQuery(token, { skip: token === '' });

  const body =
    token === '' ? (
      <Alert severity="error">{DOCUMENT_MESSAGES.linkInvalid}</Alert>
    ) : (
      <QueryState
        result={shared}
        loadingLabel={SHARED_TEXTS.loading}
        // The API says why the link does not work (expired, revoked); asking again would not change that.
        errorMessage={(failure) => failure.message || DOCUMENT_MESSAGES.linkInvalid}
        errorAction={() => null}
      >
        {({ name, sizeBytes, sharedBy, expiresAt }) => (
          <>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              <dt>{SHARED_TEXTS.sharedBy}</dt>
              <dd style={{ margin: 0 }}>{sharedBy}</dd>
              <dt>{SHARED_TEXTS.size}</dt>
              <dd style={{ margin: 0 }}>{formatFileSize(sizeBytes)}</dd>
              <dt>{SHARED_TEXTS.expires}</dt>
              <dd style={{ margin: 0 }}>{formatDate(expiresAt)}</dd>
            </Box>
            <Button
              variant="contained"
              href={`/api/shared-documents/file?token=${encodeURIComponent(token)}`}
            >
              {SHARED_TEXTS.download}
            </Button>
          </>
        )}
      </QueryState>
    );

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <DocumentTitle page={SHARED_TEXTS.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {SHARED_TEXTS.title}
        </Typography>
        <Typography>{SHARED_TEXTS.intro}</Typography>
        {body}
      </Paper>
    </Container>
  );
}
