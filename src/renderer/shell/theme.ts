import { createTheme } from '@mui/material/styles';

/** The colour of a disabled text button's label (a countdown such as Resend OTP): readable, 4.5:1 on white. */
export const DISABLED_TEXT = '#5f5f66';

/** The border of a plain text field at rest, as MUI's inputs draw theirs (its literal, not a palette entry). */
export const INPUT_BORDER = 'rgba(0, 0, 0, 0.42)';

/**
 * The journey's MUI theme: the spec's mobile breakpoint (600px), a header of 60px, and colours that keep at least
 * 4.5:1 contrast for text on white (WCAG AA).
 */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  // a borrower who asks their phone for less motion (prefers-reduced-motion) gets still spinners, progress bars and
  // transitions (MUI's own reduced-motion styles; its default is to ignore the setting); plain-ui.css does the same for
  // the plain spinner
  motion: { reducedMotion: 'system' },
  palette: {
    primary: { main: '#0b4f9c', contrastText: '#ffffff' },
    secondary: { main: '#5b2a86', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1b6b2f' },
    warning: { main: '#8a5300' },
    info: { main: '#0b5c8a' },
    text: { primary: '#1b1b1f', secondary: '#4a4a52' },
  },
  typography: {
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
    h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
  },
  components: {
    // tap targets of 44 px at least (WCAG 2.5.5): Start, Logout, Change on a phone
    // a waiting text button (Resend OTP in 24 s) stays readable: MUI's disabled grey is 26 % black, here 4.5:1 at least
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'none', minHeight: 44 },
        text: { '&.Mui-disabled': { color: DISABLED_TEXT } },
      },
    },
  },
});

/** Height of the page header in pixels (spec §9). */
export const HEADER_HEIGHT_PX = 60;
