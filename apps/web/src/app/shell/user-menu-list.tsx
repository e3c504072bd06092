import { Link as RouterLink, useNavigate } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { signOutEndpoint } from '../../lib/session/sign-out';
import { useEndSession } from '../../lib/session/use-end-session';
import { useAppDispatch } from '../../stores/hooks';
import { SIGN_IN_ROUTE, userMenuLinks } from '../navigation';

interface UserMenuListProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The account menu's items and sign-out. A chunk of its own (user-menu.tsx): the shell's first paint shows only
 * the account button, and the menu with its popover downloads when the button is first pointed at or opened.
 */
export default function UserMenuList({ id, buttonId, anchor, onClose }: UserMenuListProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const endSession = useEndSession();

  const signOut = () => {
    onClose();
    // Started before anything is cleared: the request carries the token (lib/session/sign-out.ts). Its outcome
    // is not awaited: signing out on this device must work offline too.
    void dispatch(signOutEndpoint.initiate());
    endSession();
    // The route guard heads to /signin too once the token is gone (lib/redirect-to.ts): both agree.
    void navigate(SIGN_IN_ROUTE, { replace: true });
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {userMenuLinks.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem onClick={signOut}>Sign out</MenuItem>
    </Menu>
  );
}
