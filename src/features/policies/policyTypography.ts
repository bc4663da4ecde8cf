import type { SxProps, Theme } from '@mui/material/styles';

/** Plain document styles, shared by the default texts and the server's HTML. */
export const policyTypography: SxProps<Theme> = {
  color: 'text.primary',
  lineHeight: 1.7,
  '& h2': { typography: 'h3', fontSize: '1.25rem', mt: 4, mb: 1.5 },
  '& h3': { typography: 'h3', fontSize: '1.1rem', mt: 3, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { mb: 0.5 },
  // Underlined, so links in running text do not rely on colour alone (WCAG 1.4.1).
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
};
