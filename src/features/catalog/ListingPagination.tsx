import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LISTING_PAGE_SIZE, showingRange } from './listingQuery';
import { pageCount, pageWindow } from './pagination';

interface Props {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Shown only when there is more than one page (spec §2). */
export function ListingPagination({ page, total, onPageChange }: Props) {
  const pages = pageCount(total, LISTING_PAGE_SIZE);
  if (pages <= 1) return null;
  const { from, to } = showingRange(page, total);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mt: 5 }}>
      <Box component="nav" aria-label="Pagination">
        <Box component="ul" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          <li>
            <IconButton aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              <ChevronLeftIcon />
            </IconButton>
          </li>
          {pageWindow(page, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <Button
                  variant={item === page ? 'contained' : 'text'}
                  color={item === page ? 'primary' : 'inherit'}
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                  sx={{ minWidth: 40, px: 1 }}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <Box component="li" key={item} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
                …
              </Box>
            ),
          )}
          <li>
            <IconButton aria-label="Next page" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
              <ChevronRightIcon />
            </IconButton>
          </li>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Showing {from} to {to} of {total} items
      </Typography>
    </Box>
  );
}
