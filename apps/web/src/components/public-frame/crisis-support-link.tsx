import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { ActionLink } from './action-link';

interface CrisisSupportLinkProps {
  /** 'light' for a dark background. */
  tone?: 'dark' | 'light';
}

/** The always-visible way to crisis help that every page carries (SPEC-DECISIONS 3). */
export function CrisisSupportLink({ tone = 'dark' }: CrisisSupportLinkProps) {
  return (
    <ActionLink to="/crisis-resources" variant="critical" tone={tone} startIcon={<PhoneInTalkIcon />}>
      Crisis support
    </ActionLink>
  );
}
