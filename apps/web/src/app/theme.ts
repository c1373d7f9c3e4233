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

/** The one theme of the portal. Colours keep at least 4.5:1 contrast with their text. */
export const theme = createTheme({
  palette: {
    primary: { main: '#174a7c', dark: '#0f3358', light: '#e8f0f8', contrastText: '#ffffff' },
    secondary: { main: '#a64910', contrastText: '#ffffff' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5566' },
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
