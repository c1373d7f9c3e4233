import { createTheme } from '@mui/material/styles';

/** The system's own fonts: nothing to download, so pages render at once and work offline. */
const systemFonts = [
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

/**
 * The one theme of the portal. Text keeps at least 7:1 contrast with its background (WCAG AAA, which
 * the journeys' axe check holds every screen to): learners read on phones outdoors and on worn screens.
 * The status colours are darker than Material's defaults for that reason.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#174a7c', dark: '#0f3358', light: '#e8f0f8', contrastText: '#ffffff' },
    secondary: { main: '#8a3a0c', contrastText: '#ffffff' },
    error: { main: '#9a1b1b', contrastText: '#ffffff' },
    warning: { main: '#7a4100', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#3d4756' },
  },
  typography: {
    fontFamily: systemFonts,
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
