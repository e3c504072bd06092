import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DOCUMENT_MESSAGES, formatFileSize } from '@waypoint/shared';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { readApiError } from '../../lib/api-error';
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
  const failure =
    token === ''
      ? DOCUMENT_MESSAGES.linkInvalid
      : shared.isError
        ? readApiError(shared.error, DOCUMENT_MESSAGES.linkInvalid).message
        : null;

  let body;
  if (failure) body = <Alert severity="error">{failure}</Alert>;
  else if (shared.data) {
    const { name, sizeBytes, sharedBy, expiresAt } = shared.data;
    body = (
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
        <Button variant="contained" href={`/api/shared-documents/file?token=${encodeURIComponent(token)}`}>
          {SHARED_TEXTS.download}
        </Button>
      </>
    );
  } else {
    body = <CircularProgress aria-label={SHARED_TEXTS.loading} />;
  }

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
