import { createTheme } from '@mui/material/styles';

const PRIMARY = '#0b5cab';

/**
 * One visible focus ring for every control, filled buttons included (MUI's ripple alone is easy to
 * miss). Its colour is a CSS variable so dark surfaces (the footer) can switch it to a light one.
 */
const focusRing = { outline: `3px solid var(--focus-ring-color, ${PRIMARY})`, outlineOffset: 2 } as const;

/** Touch targets of at least 44×44 px (WCAG 2.5.5), whatever an icon button's size prop says. */
export const MIN_TOUCH_TARGET = 44;

// One theme: tokens first, then per-component overrides. The mobile breakpoint is 768px (spec §9).
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, dark: '#08427a', light: '#4f8fd6', contrastText: '#ffffff' },
    secondary: { main: '#6a1b9a', contrastText: '#ffffff' },
    success: { main: '#1b7a36', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    warning: { main: '#8a5a00', light: '#ffd54f', contrastText: '#ffffff' },
    info: { main: PRIMARY, contrastText: '#ffffff' },
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
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': focusRing,
        // A long word (a pasted link as the search, a long street name, a name without spaces)
        // wraps wherever it is shown, rather than widening the page past a phone's screen;
        // `anywhere` also lets grid and flex columns holding it shrink to the screen.
        body: { overflowWrap: 'anywhere' },
        // Text fields show focus with their own border; headings and main take focus only to
        // start a new page there (RouteFocus), not to be acted on.
        'input:focus-visible, textarea:focus-visible, h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus': { outline: 'none' },
        // The page behind an open phone menu or filters sheet stays put (src/components/nativeDialog.ts).
        'html:has([data-page-modal]:is([open], :popover-open))': { overflow: 'hidden' },
      },
    },
    // No ripple: a press is shown by CSS from the first paint (index.html: the control shrinks under
    // the finger) and keyboard focus by the ring above. The ripple was the costliest part of a first
    // tap on a phone: mounting it and its styles on touchstart, updating it on touchend, mouseup and
    // blur, tens of ms each under 4× CPU slowdown before the tap's own effect could show. Without
    // disableTouchRipple, ButtonBase still mounts the (disabled) ripple on every first press.
    MuiButtonBase: {
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: MIN_TOUCH_TARGET, minHeight: MIN_TOUCH_TARGET } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
