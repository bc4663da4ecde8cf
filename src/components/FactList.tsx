import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Labelled facts as a definition list, label beside value (`<dt>`/`<dd>` children): the API test's
 * host and backend, the support export's summary, the replay's step.
 */
export function FactList({ children, label, rowGap = 0.5 }: { children: ReactNode; label?: string; rowGap?: number }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, wordBreak: 'break-all' },
      }}
    >
      {children}
    </Box>
  );
}
