import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_SHARE_MESSAGES, type PlanShare } from '@waypoint/shared/plan/plan-shares';
import { useId, useState } from 'react';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog';
import { useGetPlanSharesQuery, useRevokePlanShareMutation } from './share-api';
import { ShareDialog } from './share-dialog';
import { formatShareDate } from './share-texts';

export const SHARE_PANEL_TEXTS = {
  title: 'Share your plan',
  intro:
    'A spouse or caregiver can follow your plan, read-only, when you share it with them. You can stop a share at any time.',
  share: 'Share with a spouse or caregiver',
  shares: 'Shared with',
  noShares: 'You do not share your plan with anyone.',
  loading: 'Loading who you share your plan with…',
  shareLine: (email: string, expires: string, count: number) =>
    `${email}, until ${expires}, opened ${count} ${count === 1 ? 'time' : 'times'}`,
  stop: 'Stop sharing',
  stopLabel: (email: string) => `Stop sharing with ${email}`,
  stopTitle: 'Stop sharing your plan?',
  stopBody: (email: string) =>
    `${email} can no longer open your plan with the link they were sent. To let them follow it again, share it anew.`,
  stopping: 'Stopping…',
} as const;

/**
 * The plan page's sharing section: who follows the plan (each with Stop sharing) and the share dialog. Mounted by
 * the plan page as `<SharePanel />`.
 */
export function SharePanel() {
  const headingId = useId();
  const listId = useId();
  const shares = useGetPlanSharesQuery();
  const [revoke, revoking] = useRevokePlanShareMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  // The share asked about stays named while the confirmation fades out.
  const [target, setTarget] = useState<PlanShare | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revokeError, setRevokeError] = useState(false);
  const confirmRevoke = async (share: PlanShare) => {
    setRevokeError(false);
    try {
      await revoke(share.id).unwrap();
      setConfirming(false);
    } catch {
      setRevokeError(true);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {SHARE_PANEL_TEXTS.title}
        </Typography>
        <Typography>{SHARE_PANEL_TEXTS.intro}</Typography>
        <Typography variant="body2">{PLAN_SHARE_MESSAGES.budgetPrivate}</Typography>
        <div>
          <Button variant="outlined" onClick={() => setDialogOpen(true)}>
            {SHARE_PANEL_TEXTS.share}
          </Button>
        </div>
        <Typography id={listId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {SHARE_PANEL_TEXTS.shares}
        </Typography>
        {shares.isError && <Alert severity="error">{PLAN_SHARE_MESSAGES.sharesLoadFailed}</Alert>}
        {!shares.data && !shares.isError && (
          <Typography role="status">{SHARE_PANEL_TEXTS.loading}</Typography>
        )}
        {shares.data?.shares.length === 0 && <Typography>{SHARE_PANEL_TEXTS.noShares}</Typography>}
        {shares.data && shares.data.shares.length > 0 && (
          <Stack component="ul" aria-labelledby={listId} spacing={1} sx={{ pl: 0, my: 0, listStyle: 'none' }}>
            {shares.data.shares.map((share) => (
              <Stack
                component="li"
                key={share.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {SHARE_PANEL_TEXTS.shareLine(
                    share.recipientEmail,
                    formatShareDate(share.expiresAt),
                    share.accessCount,
                  )}
                </Typography>
                <Button
                  size="small"
                  color="error"
                  disabled={revoking.isLoading}
                  aria-label={SHARE_PANEL_TEXTS.stopLabel(share.recipientEmail)}
                  onClick={() => {
                    setRevokeError(false);
                    setTarget(share);
                    setConfirming(true);
                  }}
                >
                  {SHARE_PANEL_TEXTS.stop}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <ShareDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <LazyConfirmDialog
        open={confirming}
        title={SHARE_PANEL_TEXTS.stopTitle}
        description={SHARE_PANEL_TEXTS.stopBody(target?.recipientEmail ?? '')}
        confirmLabel={SHARE_PANEL_TEXTS.stop}
        busyLabel={SHARE_PANEL_TEXTS.stopping}
        busy={revoking.isLoading}
        error={revokeError ? PLAN_SHARE_MESSAGES.revokeFailed : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (target) void confirmRevoke(target);
        }}
      />
    </Paper>
  );
}
