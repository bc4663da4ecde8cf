import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface Props {
  id: string;
  title: ReactNode;
  collapsible?: boolean;
  children: ReactNode;
}

/**
 * A footer column; on phones the collapsible ones fold (spec §2). The fold is the disclosure
 * pattern MUI's Accordion also renders — a heading's button with aria-expanded and the region it
 * shows — written here because Accordion and Collapse (about 3.5 KB gzip) would load on every page
 * for two footer sections below the first screen.
 */
export function FooterSection({ id, title, collapsible = false, children }: Props) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);

  if (collapsible && isMobile) {
    return (
      <Box component="section" aria-labelledby={`${id}-heading`}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <ButtonBase
            id={`${id}-heading`}
            aria-expanded={open}
            aria-controls={`${id}-content`}
            onClick={() => setOpen((shown) => !shown)}
            sx={{ width: '100%', minHeight: 48, justifyContent: 'space-between', font: 'inherit', textAlign: 'left' }}
          >
            {title}
            <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
          </ButtonBase>
        </Typography>
        <Box id={`${id}-content`} hidden={!open} sx={{ pb: 2 }}>
          {children}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
