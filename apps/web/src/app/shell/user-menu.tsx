import { lazy, Suspense, useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getUserName, PLACEHOLDER_USER_NAME, subscribeToSession } from '../../lib/auth-token';
import { getInitials } from '../../lib/initials';
import { colors } from '../../theme/palette';

const loadMenuList = () => import('./user-menu-list');
const UserMenuList = lazy(loadMenuList);

/**
 * The account button and menu: the stored name and its initials, followed as sign-in changes them. The menu
 * (user-menu-list.tsx) downloads when the button is first pointed at, focused or opened; until then, and while it
 * comes, the button alone shows, so nothing in the header moves.
 */
export function UserMenu() {
  const name = useSyncExternalStore(subscribeToSession, getUserName, () => PLACEHOLDER_USER_NAME);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so it closes with its transition and keeps focus handling.
  const [used, setUsed] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
      >
        <Avatar
          sx={{ width: 36, height: 36, fontSize: '1rem', bgcolor: colors.navyTint, color: colors.navyDark }}
        >
          {getInitials(name)}
        </Avatar>
        {/* Initials and name at every width; a long name wraps rather than crowding the header. */}
        <Box component="span" sx={{ textAlign: 'start', lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {name}
        </Box>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} buttonId={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
