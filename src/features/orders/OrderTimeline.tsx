import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { inShopTime } from '@/utils/shopTime';
import { timelineTitle, type TimelineEntry } from './timeline';

/** '2 Dec 2026, 3:40 pm', India's clock; the raw text when it cannot be read. */
function whenText(at: string): string {
  const moment = inShopTime(at);
  return moment ? moment.format('D MMM YYYY, h:mm a') : at;
}

/** The entries as a list with a line down its side. */
function Entries({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.event}-${entry.at}-${index}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === entries.length - 1 ? 0 : 1.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 6,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
            '&:not(:last-of-type)::after': {
              content: '""',
              position: 'absolute',
              left: 10,
              top: 18,
              bottom: 0,
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {timelineTitle(entry)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={entry.at}>{whenText(entry.at)}</time>
          </Typography>
          {entry.detail && entry.detail !== timelineTitle(entry) && <Typography variant="body2">{entry.detail}</Typography>}
        </Box>
      ))}
    </Box>
  );
}

interface Props {
  orderId: string;
  entries: TimelineEntry[];
  /** Folded until opened (the orders list, where each card would otherwise grow long on a phone). */
  folded?: boolean;
}

/**
 * What happened to the order, oldest first: the spec's status badge stays the summary; this is the
 * story behind it (tracking, refunds, returns). Folded, its entries are drawn only once opened.
 */
export function OrderTimeline({ orderId, entries, folded = false }: Props) {
  if (entries.length === 0) return null;
  if (folded)
    return (
      <Accordion
        component="section"
        aria-label={`Timeline of order ${orderId}`}
        variant="outlined"
        disableGutters
        slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h3' } }}
      >
        <AccordionSummary expandIcon={<span aria-hidden="true">▾</span>}>
          <Typography variant="subtitle2" component="span">
            Timeline ({entries.length} {entries.length === 1 ? 'event' : 'events'})
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Entries entries={entries} />
        </AccordionDetails>
      </Accordion>
    );
  return (
    <Box component="section" aria-label={`Timeline of order ${orderId}`}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Timeline
      </Typography>
      <Entries entries={entries} />
    </Box>
  );
}
