import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { MIN_TOUCH_TARGET } from '@/theme/theme';
import { DEFAULT_PAGE_SIZE } from '@rules/paging';
import { pageCount, pageWindow, showingRange } from './pagination';

// A thumb's reach, like every other control (PaginationItem stops at 40px); the list's gap spaces
// them, so five pages and both arrows still fit one line of a 375px phone.
const itemSx = { minWidth: MIN_TOUCH_TARGET, height: MIN_TOUCH_TARGET, mx: 0 } as const;

interface Props {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * Shown only when there is more than one page (spec §2). MUI's items, but not MUI's Pagination:
 * to keep its width constant that widens the window near either end (1 2 3 4 5 6 7 … 20 on page
 * 1), where the spec shows 2 pages either side (1 2 3 … 20); pageWindow keeps the spec's rule.
 */
export function ListingPagination({ page, total, onPageChange }: Props) {
  const pages = pageCount(total, DEFAULT_PAGE_SIZE);
  if (pages <= 1) return null;
  const { from, to } = showingRange(page, total);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, mt: 5 }}>
      <Box component="nav" aria-label="Pagination">
        <Box
          component="ul"
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 0.5,
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          <li>
            <PaginationItem
              type="previous"
              sx={itemSx}
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            />
          </li>
          {pageWindow(page, pages).map((item) => (
            <li key={item}>
              {typeof item === 'number' ? (
                <PaginationItem
                  page={item}
                  sx={itemSx}
                  selected={item === page}
                  color="primary"
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                />
              ) : (
                <PaginationItem type={item === 'gap-start' ? 'start-ellipsis' : 'end-ellipsis'} aria-hidden />
              )}
            </li>
          ))}
          <li>
            <PaginationItem
              type="next"
              sx={itemSx}
              aria-label="Next page"
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            />
          </li>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Showing {from} to {to} of {total} items
      </Typography>
    </Box>
  );
}
