import { SHARE_LINK_LIMITS } from '@waypoint/shared/core/share-links-limits';
import { PLAN_SHARE_MESSAGES, planShareRequestSchema } from '@waypoint/shared/plan/plan-shares';
import { ShareLinkDialog } from '../../components/share-link-dialog';
import { useCreatePlanShareMutation } from './share-api';
import { formatShareDate } from './share-texts';

export const SHARE_DIALOG_TEXTS = {
  title: 'Share your plan',
  intro: [
    'We e-mail a spouse, caregiver or anyone you choose a link to read your plan: your target careers, the Career Readiness Standards and your dated steps. They cannot change anything, need no account, and the link works until it expires or you stop it.',
    PLAN_SHARE_MESSAGES.budgetPrivate,
  ],
  email: 'Their e-mail address',
  days: 'Days the link works',
  daysHint: `${SHARE_LINK_LIMITS.daysMin} to ${SHARE_LINK_LIMITS.daysMax} days`,
  submit: 'Share by e-mail',
  sending: 'Sharing…',
  cancel: 'Cancel',
  done: 'Done',
  created: (email: string, date: string) =>
    `We e-mailed the link to ${email}. It works until ${date}, unless you stop it sooner.`,
  copyHint: 'You can also copy the link and send it yourself. It is shown only this once.',
  link: 'Share link',
} as const;

/** The veteran shares their plan read-only: who, for how long; then the link, once. */
export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createShare] = useCreatePlanShareMutation();
  return (
    <ShareLinkDialog
      open={open}
      onClose={onClose}
      texts={SHARE_DIALOG_TEXTS}
      days={{
        min: SHARE_LINK_LIMITS.daysMin,
        max: SHARE_LINK_LIMITS.daysMax,
        initial: SHARE_LINK_LIMITS.daysDefault,
      }}
      schema={planShareRequestSchema}
      share={(request) => createShare(request).unwrap()}
      failedMessage={PLAN_SHARE_MESSAGES.shareFailed}
      formatDate={formatShareDate}
    />
  );
}
