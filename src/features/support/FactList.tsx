import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Facts of a recording as a definition list, label beside value: the export's summary, the replay's step. */
export function FactList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, wordBreak: 'break-all' },
      }}
    >
      {children}
    </Box>
  );
}
