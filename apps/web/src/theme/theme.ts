import { createTheme } from '@mui/material/styles';
import { colors } from './palette';

// System fonts only: no web-font download on the first paint.
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

const focusRing = { outline: `3px solid ${colors.focus}`, outlineOffset: 2 };

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    // MUI picks contrastText by this ratio; 4.5 makes its automatic choices AA for normal text.
    contrastThreshold: 4.5,
    primary: { main: colors.navy, dark: colors.navyDark, light: colors.blue, contrastText: colors.white },
    secondary: {
      main: colors.teal,
      dark: colors.tealDark,
      light: colors.tealTint,
      contrastText: colors.white,
    },
    error: { main: colors.red, contrastText: colors.white },
    warning: { main: colors.amber, contrastText: colors.white },
    info: { main: colors.blue, contrastText: colors.white },
    success: { main: colors.green, contrastText: colors.white },
    text: { primary: colors.ink, secondary: colors.inkMuted },
    background: { default: colors.page, paper: colors.white },
  },
  typography: { fontFamily: systemFontStack },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Native elements (plain links, inputs) get the same ring as MUI's ButtonBase below.
        ':focus-visible': focusRing,
        // <main> is focused only programmatically (skip link); a ring around the whole page is noise.
        'main[tabindex="-1"]:focus': { outline: 'none' },
        // The skip link (components/skip-link.tsx): off-screen until focused, then pinned to the top left above
        // everything (app bars, drawers, tooltips). A global rule, so the first page, before any chunk, has it.
        '.skip-link': {
          position: 'absolute',
          left: 8,
          top: -80,
          zIndex: 1501,
          padding: '8px 16px',
          background: colors.white,
          color: colors.navy,
          fontWeight: 700,
        },
        '.skip-link:focus': { top: 8 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    // ButtonBase removes the native outline and relies on a faint ripple; keyboard users need a clear ring.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    // Full-width items sit in scrolling containers (sidebar, menus) that would clip an outer ring.
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    // Sentence case reads better than all caps and matches the spec's button texts as written.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiLink: { defaultProps: { underline: 'always' } },
    // An alert's text area scrolls sideways when a long word (an e-mail address) does not fit a phone: a
    // scrolling region no keyboard can reach. Long words break instead.
    MuiAlert: { styleOverrides: { message: { overflowWrap: 'anywhere' } } },
  },
});
