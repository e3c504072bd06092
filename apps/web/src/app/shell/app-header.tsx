import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import { colors } from '../../theme/palette';
import { CRISIS_ROUTE } from '../navigation';
import { HeaderBreadcrumbs } from './header-breadcrumbs';
import { HeaderTarget } from './header-target';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  title: string;
  showBreadcrumbs: boolean;
  /** Present below md, where the sidebar is a temporary drawer. */
  onOpenNavigation?: () => void;
  /** The notification centre's bell, composed in by the shell (features never import app/). */
  notificationCentre?: ReactNode;
}

/**
 * Title, crisis help, the notification centre and the account menu; below them the breadcrumbs and the target
 * career. Below 600 px the first row takes two (the menu button and the whole title, then crisis help, the bell
 * and the menu with initials and name) rather than cutting the title short; a long title wraps.
 */
export function AppHeader({ title, showBreadcrumbs, onOpenNavigation, notificationCentre }: AppHeaderProps) {
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: colors.navyDark }}>
      <Toolbar sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 1, py: { xs: 0.5, sm: 0 } }}>
        {onOpenNavigation && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        {/* Not a heading: each page owns its h1. */}
        <Typography
          component="p"
          variant="h6"
          sx={{ flex: '1 1 0', minWidth: 0, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexBasis: { xs: '100%', sm: 'auto' },
            flexShrink: 0,
          }}
        >
          {/* Crisis help is one click away from every signed-in page (SPEC-DECISIONS 3). */}
          <Button
            component={RouterLink}
            to={CRISIS_ROUTE}
            variant="contained"
            startIcon={<PhoneInTalkOutlined />}
            sx={{
              flexShrink: 0,
              bgcolor: colors.white,
              color: colors.red,
              fontWeight: 700,
              '&:hover': { bgcolor: colors.navyTint },
            }}
          >
            Crisis support
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {notificationCentre}
            <UserMenu />
          </Box>
        </Box>
      </Toolbar>
      {/* One row for the breadcrumbs and the target, its height kept while the target loads (no shift). */}
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          pb: 1,
          minHeight: '1.75rem',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {showBreadcrumbs && <HeaderBreadcrumbs title={title} />}
        <HeaderTarget />
      </Box>
    </AppBar>
  );
}
