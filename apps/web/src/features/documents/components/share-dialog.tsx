import {
  DOCUMENT_MESSAGES,
  SHARE_LINK_LIMITS,
  shareRequestSchema,
  type VaultDocument,
} from '@waypoint/shared';
import { ShareLinkDialog } from '../../../components/share-link-dialog';
import { useCreateShareMutation } from '../api/create-share';
import { formatDate } from '../documents-texts';

export const SHARE_TEXTS = {
  intro: [
    'We e-mail the recipient a link. Anyone with the link can download this document, without an account, until it expires or you revoke it.',
  ],
  email: 'Recipient email',
  days: 'Days valid',
  daysHint: `${SHARE_LINK_LIMITS.daysMin} to ${SHARE_LINK_LIMITS.daysMax} days`,
  submit: 'Share by email',
  sending: 'Sharing…',
  cancel: 'Cancel',
  done: 'Done',
  created: (email: string, date: string) =>
    `We e-mailed the link to ${email}. It works until ${date}, unless you revoke it sooner.`,
  copyHint: 'You can also copy the link and send it yourself. It is shown only this once.',
  link: 'Share link',
} as const;

interface Props {
  document: VaultDocument;
  open: boolean;
  onClose: () => void;
}

export function ShareDialog({ document: item, open, onClose }: Props) {
  const [createShare] = useCreateShareMutation();
  return (
    <ShareLinkDialog
      open={open}
      onClose={onClose}
      texts={{ ...SHARE_TEXTS, title: `Share ${item.name}` }}
      days={{
        min: SHARE_LINK_LIMITS.daysMin,
        max: SHARE_LINK_LIMITS.daysMax,
        initial: SHARE_LINK_LIMITS.daysDefault,
      }}
      schema={shareRequestSchema}
      share={(request) => createShare({ id: item.id, request }).unwrap()}
      failedMessage={DOCUMENT_MESSAGES.shareFailed}
      formatDate={formatDate}
    />
  );
}
