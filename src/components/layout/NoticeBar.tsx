import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  tone: 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
}

/**
 * A full-width line under the header that says something about the whole shop (offline, a new
 * version). Plain boxes rather than MUI's Alert: the shell loads with every page, and Alert brings
 * its icon set with it.
 */
export function NoticeBar({ tone, children, action }: Props) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        typography: 'body2',
        textAlign: 'center',
        ...(tone === 'warning'
          ? { bgcolor: 'warning.light', color: 'text.primary' }
          : { bgcolor: 'primary.main', color: 'primary.contrastText', '--focus-ring-color': '#ffffff' }),
      }}
    >
      <span>{children}</span>
      {action}
    </Box>
  );
}
