import { useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { getUserName, PLACEHOLDER_USER_NAME, subscribeToSession } from '../../lib/auth-token';
import { getInitials } from '../../lib/initials';
import { signOutEndpoint } from '../../lib/session/sign-out';
import { useEndSession } from '../../lib/session/use-end-session';
import { colors } from '../../theme/palette';
import { useAppDispatch } from '../../stores/hooks';
import { SIGN_IN_ROUTE, userMenuLinks } from '../navigation';

/** The account button and menu: the stored name and its initials, followed as sign-in changes them. */
export function UserMenu() {
  const name = useSyncExternalStore(subscribeToSession, getUserName, () => PLACEHOLDER_USER_NAME);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const signOut = () => {
    close();
    // Started before anything is cleared: the request carries the token (lib/session/sign-out.ts). Its outcome
    // is not awaited: signing out on this device must work offline too.
    void dispatch(signOutEndpoint.initiate());
    endSession();
    // The route guard heads to /signin too once the token is gone (lib/redirect-to.ts): both agree.
    void navigate(SIGN_IN_ROUTE, { replace: true });
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
      >
        <Avatar
          sx={{ width: 36, height: 36, fontSize: '1rem', bgcolor: colors.navyTint, color: colors.navyDark }}
        >
          {getInitials(name)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {userMenuLinks.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem onClick={signOut}>Sign out</MenuItem>
      </Menu>
    </>
  );
}
