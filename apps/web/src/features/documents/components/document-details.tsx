import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentShare, VaultDocument } from '@waypoint/shared';
import { useId, useState } from 'react';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { useGetDocumentHistoryQuery } from '../api/get-document-history';
import { useGetDocumentSharesQuery } from '../api/get-document-shares';
import { useRevokeShareMutation } from '../api/revoke-share';
import { formatDate, formatDateTime, HISTORY_LABELS } from '../documents-texts';

export const DETAILS_TEXTS = {
  shares: 'Active shares',
  noShares: 'No active shares.',
  shareLine: (email: string, expires: string, count: number) =>
    `${email}, expires ${expires}, opened ${count} ${count === 1 ? 'time' : 'times'}`,
  revoke: 'Revoke',
  revokeTitle: 'Revoke this share?',
  revokeBody: (email: string, name: string) =>
    `${email} can no longer open ${name} with the link they were sent. This cannot be undone: to give them access again, share the document anew.`,
  revokeConfirm: 'Revoke share',
  revoking: 'Revoking…',
  revokeFailed: 'We could not revoke the share. Please try again.',
  history: 'History',
  loading: 'Loading…',
  sharesFailed: 'We could not load the shares.',
  historyFailed: 'We could not load the history.',
  from: (ip: string) => ` from ${ip}`,
} as const;

/** A document's active shares (each with Revoke) and its audit history. */
export function DocumentDetails({ document: item }: { document: VaultDocument }) {
  const sharesId = useId();
  const historyId = useId();
  const shares = useGetDocumentSharesQuery(item.id);
  const history = useGetDocumentHistoryQuery(item.id);
  const [revoke, revoking] = useRevokeShareMutation();
  // The share asked about stays named while the dialog fades out.
  const [target, setTarget] = useState<DocumentShare | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revokeError, setRevokeError] = useState(false);
  const confirmRevoke = async (share: DocumentShare) => {
    setRevokeError(false);
    try {
      await revoke({ id: item.id, shareId: share.id }).unwrap();
      setConfirming(false);
    } catch {
      setRevokeError(true);
    }
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={sharesId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {DETAILS_TEXTS.shares}
      </Typography>
      {shares.isError && <Alert severity="error">{DETAILS_TEXTS.sharesFailed}</Alert>}
      {!shares.data && !shares.isError && <Typography role="status">{DETAILS_TEXTS.loading}</Typography>}
      {shares.data?.shares.length === 0 && <Typography>{DETAILS_TEXTS.noShares}</Typography>}
      {shares.data && shares.data.shares.length > 0 && (
        <Stack component="ul" aria-labelledby={sharesId} spacing={1} sx={{ pl: 0, listStyle: 'none' }}>
          {shares.data.shares.map((share) => {
            const line = DETAILS_TEXTS.shareLine(
              share.recipientEmail,
              formatDate(share.expiresAt),
              share.accessCount,
            );
            return (
              <Stack
                component="li"
                key={share.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>{line}</Typography>
                <Button
                  size="small"
                  color="error"
                  disabled={revoking.isLoading}
                  aria-label={`${DETAILS_TEXTS.revoke} share for ${share.recipientEmail}`}
                  onClick={() => {
                    setRevokeError(false);
                    setTarget(share);
                    setConfirming(true);
                  }}
                >
                  {DETAILS_TEXTS.revoke}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
      <LazyConfirmDialog
        open={confirming}
        title={DETAILS_TEXTS.revokeTitle}
        description={DETAILS_TEXTS.revokeBody(target?.recipientEmail ?? '', item.name)}
        confirmLabel={DETAILS_TEXTS.revokeConfirm}
        busyLabel={DETAILS_TEXTS.revoking}
        busy={revoking.isLoading}
        error={revokeError ? DETAILS_TEXTS.revokeFailed : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (target) void confirmRevoke(target);
        }}
      />
      <Typography id={historyId} variant="subtitle1" component="h4" sx={{ fontWeight: 600, mt: 2 }}>
        {DETAILS_TEXTS.history}
      </Typography>
      {history.isError && <Alert severity="error">{DETAILS_TEXTS.historyFailed}</Alert>}
      {!history.data && !history.isError && <Typography role="status">{DETAILS_TEXTS.loading}</Typography>}
      {history.data && (
        <Box component="ul" aria-labelledby={historyId} sx={{ pl: 2.5, my: 0 }}>
          {history.data.events.map((event, index) => (
            <li key={`${event.occurredAt}-${index}`}>
              <Typography variant="body2">
                {formatDateTime(event.occurredAt)}: {HISTORY_LABELS[event.action] ?? event.action}
                {event.ip && event.action === 'documents.share_accessed' ? DETAILS_TEXTS.from(event.ip) : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
