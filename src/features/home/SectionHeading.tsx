import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}
