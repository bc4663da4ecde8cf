import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { activeFilterCount, withoutFilters } from './searchState';

interface Props extends FilterPanelProps {
  /** Where the sheet comes from: the bottom on phones, the side on a listing's wide screen. */
  anchor?: 'bottom' | 'right';
  /** Pressed, hovered or focused: the facets can start loading before the sheet opens. */
  onIntent?: () => void;
  /** How many the filters in force find; `undefined` while that is being asked. */
  total: number | undefined;
}

/** "Filters (n)": the filter panel in a sheet, with Clear all and a button that shows the results. */
export function FiltersDrawer({ anchor = 'bottom', onIntent, total, ...panel }: Props) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(panel.state, panel.facets);
  const others = (['category', 'parentCategory', 'size', 'color', 'brand'] as const).filter((facet) => !panel.facets.includes(facet));
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          onIntent?.();
          setOpen(true);
        }}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        sx={{ minHeight: 44 }}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </Button>
      <Drawer
        anchor={anchor}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'filters-heading',
            sx:
              anchor === 'bottom'
                ? { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
                : { width: 360, maxWidth: '100%' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2 }}>
          <Typography id="filters-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Filters
          </Typography>
          {count > 0 && <Button onClick={() => panel.onChange(withoutFilters(panel.state, others))}>Clear all</Button>}
        </Box>
        <Box sx={{ overflowY: 'auto', px: 2, pt: 1 }}>
          {panel.result ? <FilterPanel {...panel} /> : <Typography sx={{ py: 2 }}>Loading filters…</Typography>}
        </Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button variant="contained" fullWidth onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
            {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
