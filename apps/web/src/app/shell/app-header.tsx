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
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  title: string;
  showBreadcrumbs: boolean;
  /** Present below md, where the sidebar is a temporary drawer. */
  onOpenNavigation?: () => void;
}

export function AppHeader({ title, showBreadcrumbs, onOpenNavigation }: AppHeaderProps) {
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: colors.navyDark }}>
      <Toolbar sx={{ gap: 1 }}>
        {onOpenNavigation && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        {/* Not a heading: each page owns its h1. */}
        <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
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
            // Phones: keep the words, drop the icon, so the page title still has room.
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          Crisis support
        </Button>
        <UserMenu />
      </Toolbar>
      {showBreadcrumbs && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 1 }}>
          <HeaderBreadcrumbs title={title} />
        </Box>
      )}
    </AppBar>
  );
}
