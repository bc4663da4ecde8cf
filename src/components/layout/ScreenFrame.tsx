import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// The room above and below a screen's content. Most screens take `regular`; the product page opens
// tighter (its Back button sits above the picture), and the pages read as text (policies, contact)
// take more.
const PADDING = {
  compact: { xs: 2, md: 4 },
  regular: { xs: 3, md: 5 },
  roomy: { xs: 4, md: 6 },
} as const;

interface Props {
  /** The content's greatest width: a form (`sm`), a column of text or cards (`md`), a grid (`lg`). */
  width: 'sm' | 'md' | 'lg' | 'xl';
  /** The screen's h1 as most screens show it; left out where a screen draws its own heading. */
  heading?: ReactNode;
  padding?: keyof typeof PADDING;
  /** `article` for a page that is one text (a policy). */
  component?: 'div' | 'article';
  children: ReactNode;
}

/** The frame every screen opens with: its width, the room around it and, for most, its heading. */
export function ScreenFrame({ width, heading, padding = 'regular', component = 'div', children }: Props) {
  return (
    <Container component={component} maxWidth={width} sx={{ py: PADDING[padding] }}>
      {heading !== undefined && (
        <Typography variant="h4" component="h1" gutterBottom>
          {heading}
        </Typography>
      )}
      {children}
    </Container>
  );
}
