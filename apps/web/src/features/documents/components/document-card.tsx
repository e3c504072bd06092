import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  formatFileSize,
  type DocumentCategory,
  type DocumentUpdate,
  type VaultDocument,
} from '@waypoint/shared';
import { TextInput } from '../../../components/text-input';
import { readApiError } from '../../../lib/api-error';
import { useCreateDownloadLinkMutation } from '../api/create-download-link';
import { useUpdateDocumentMutation } from '../api/update-document';
import { CATEGORY_LABELS, formatDate, VAULT_TEXTS } from '../documents-texts';
import { lazyDialog } from '../../../components/lazy-dialog';

// A document's history and shares come with their panel when it is first opened.
const DocumentDetails = lazy(() =>
  import('./document-details').then((module) => ({ default: module.DocumentDetails })),
);
// Sharing, renaming and deleting (their forms and validation) download when first opened.
const DeleteDocumentDialog = lazyDialog(() =>
  import('./delete-document-dialog').then((module) => module.DeleteDocumentDialog),
);
const ShareDialog = lazyDialog(() => import('./share-dialog').then((module) => module.ShareDialog));
const RenameDialog = lazyDialog(() => import('./rename-dialog').then((module) => module.RenameDialog));

type OpenDialog = 'share' | 'rename' | 'delete' | null;

/** Follows a same-site link the way a click would, so the browser downloads the attachment. */
function follow(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function DocumentCard({ document: item }: { document: VaultDocument }) {
  const headingId = useId();
  const [update] = useUpdateDocumentMutation();
  const [createLink, link] = useCreateDownloadLinkMutation();
  const [notes, setNotes] = useState(item.notes);
  const [savedNotes, setSavedNotes] = useState(item.notes);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const notesTooLong = notes.length > DOCUMENT_LIMITS.notesMaxLength;

  // A rename or a save elsewhere changed the stored notes: show them unless this field has unsaved typing.
  if (item.notes !== savedNotes) {
    setSavedNotes(item.notes);
    if (notes === savedNotes) setNotes(item.notes);
  }

  const save = async (changes: DocumentUpdate) => {
    setSaveError(null);
    try {
      await update({ id: item.id, changes }).unwrap();
    } catch (error) {
      const read = readApiError(error, DOCUMENT_MESSAGES.saveFailed);
      setSaveError(
        read.status === 400 && read.fieldErrors
          ? Object.values(read.fieldErrors)[0]!
          : DOCUMENT_MESSAGES.saveFailed,
      );
    }
  };

  const download = async () => {
    setDownloadError(null);
    try {
      const { url } = await createLink(item.id).unwrap();
      follow(url);
    } catch {
      setDownloadError(DOCUMENT_MESSAGES.downloadLinkFailed);
    }
  };

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatFileSize(item.sizeBytes)} · {VAULT_TEXTS.uploadedOn(formatDate(item.uploadedAt))}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextInput
            select
            label={VAULT_TEXTS.category}
            value={item.category}
            onChange={(event) => void save({ category: event.target.value as DocumentCategory })}
            sx={{ minWidth: 200 }}
          >
            {DOCUMENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </TextInput>
          <TextInput
            label={VAULT_TEXTS.notes}
            value={notes}
            multiline
            minRows={1}
            fullWidth
            error={notesTooLong}
            helperText={notesTooLong ? DOCUMENT_MESSAGES.notesTooLong : undefined}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={() => {
              if (notes !== item.notes && !notesTooLong) void save({ notes });
            }}
          />
        </Stack>
        {saveError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {saveError}
          </Alert>
        )}
        {downloadError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {downloadError}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => void download()}
          disabled={link.isLoading}
          aria-describedby={headingId}
        >
          {VAULT_TEXTS.download}
        </Button>
        <Button onClick={() => setDialog('share')} aria-describedby={headingId}>
          {VAULT_TEXTS.share}
        </Button>
        <Button onClick={() => setDialog('rename')} aria-describedby={headingId}>
          {VAULT_TEXTS.rename}
        </Button>
        <Button color="error" onClick={() => setDialog('delete')} aria-describedby={headingId}>
          {VAULT_TEXTS.delete}
        </Button>
        <Button
          aria-expanded={detailsOpen}
          onClick={() => setDetailsOpen((open) => !open)}
          aria-describedby={headingId}
        >
          {detailsOpen ? VAULT_TEXTS.hideDetails : VAULT_TEXTS.details}
        </Button>
      </CardActions>
      {detailsOpen && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Loading the details" sx={{ m: 2 }} />}>
          <DocumentDetails document={item} />
        </Suspense>
      )}
      <ShareDialog document={item} open={dialog === 'share'} onClose={() => setDialog(null)} />
      <RenameDialog document={item} open={dialog === 'rename'} onClose={() => setDialog(null)} />
      <DeleteDocumentDialog document={item} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </Card>
  );
}
