import { createTheme } from '@mui/material/styles';

// One theme: tokens first, then per-component overrides. The mobile breakpoint is 768px (spec §9).
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: '#0b5cab', dark: '#08427a', light: '#4f8fd6', contrastText: '#ffffff' },
    secondary: { main: '#6a1b9a', contrastText: '#ffffff' },
    success: { main: '#1b7a36', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    warning: { main: '#8a5a00', light: '#ffd54f', contrastText: '#ffffff' },
    info: { main: '#0b5cab', contrastText: '#ffffff' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    text: { primary: '#16202a', secondary: '#4a5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
