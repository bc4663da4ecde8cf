import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
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

/** A footer column; on phones the collapsible ones fold into an accordion (spec §2). */
export function FooterSection({ id, title, collapsible = false, children }: Props) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));

  if (collapsible && isMobile) {
    return (
      <Accordion disableGutters elevation={0} sx={{ bgcolor: 'transparent', color: 'inherit', '&::before': { display: 'none' } }}>
        {/* No side padding, so the folded headings line up with the open sections; the icon takes the footer's light text colour. */}
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls={`${id}-content`}
          id={`${id}-heading`}
          sx={{ px: 0, minHeight: 48, '& .MuiAccordionSummary-expandIconWrapper': { color: 'inherit' } }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id={`${id}-content`} sx={{ px: 0, pt: 0 }}>
          {children}
        </AccordionDetails>
      </Accordion>
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
