// The smallest page made of the same parts as Aula's landing page: React, Material UI's theme, baseline
// styles, an app bar, text and a button. Its JavaScript is the floor the real landing page is sized against.
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme();

function FloorPage() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Floor
          </Typography>
        </Toolbar>
      </AppBar>
      <main>
        <Typography variant="body1">A minimal Material UI page.</Typography>
        <Button variant="contained">Continue</Button>
      </main>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FloorPage />
    </StrictMode>,
  );
}
