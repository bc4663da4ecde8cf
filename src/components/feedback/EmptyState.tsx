import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface Props {
  /** What is empty or was not found, as the heading of this part of the page. */
  title: ReactNode;
  /** The title's level in the page's outline (under the screen's h1: 2). */
  headingLevel: 2 | 3;
  text?: ReactNode;
  /** A decorative picture above the title (hidden from screen readers). */
  icon?: ComponentType<SvgIconProps>;
  /** What the shopper can do next. */
  actions?: ReactNode;
  /** What follows the actions: products recently viewed, categories to browse. */
  children?: ReactNode;
}

/** Where a list has nothing to show (an empty cart or wishlist, a search or filter that found nothing). */
export function EmptyState({ title, headingLevel, text, icon: Icon, actions, children }: Props) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      {Icon && <Icon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />}
      <Typography variant="h5" component={`h${headingLevel}`} sx={{ mb: text ? '0.35em' : 3 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
      )}
      {actions}
      {children}
    </Box>
  );
}
