import { startTransition, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes, type Theme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';
import { closeDialog, fallbackKeyDown, PAGE_MODAL, popoversSupported, showDialog, useInertOutside } from '@/components/nativeDialog';
import { whenIdle } from '@/utils/nextTask';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { activeFilterCount, withoutFilters } from '../searchState';

interface Props extends FilterPanelProps {
  /** Where the sheet comes from: the bottom on phones, the side on a listing's wide screen. */
  anchor?: 'bottom' | 'right';
  /** Pressed, hovered or focused: the facets can start loading before the sheet opens. */
  onIntent?: () => void;
  /** How many the filters in force find; `undefined` while that is being asked. */
  total: number | undefined;
}

const SHEET_ID = 'filters-sheet';

const slideUp = keyframes`from { transform: translateY(100%); }`;
const slideIn = keyframes`from { transform: translateX(100%); }`;

const sheetSx = (anchor: 'bottom' | 'right') => (theme: Theme) => ({
  // Hidden until shown: as a popover, or with the `open` attribute where the browser has none.
  display: 'none',
  '&[open]': { display: 'flex' },
  '&:popover-open': { display: 'flex' },
  flexDirection: 'column',
  position: 'fixed',
  zIndex: theme.zIndex.modal,
  m: 0,
  p: 0,
  border: 0,
  overflow: 'hidden',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '&:focus': { outline: 'none' },
  ...(anchor === 'bottom'
    ? {
        inset: 'auto 0 0 0',
        width: '100%',
        maxWidth: '100%',
        height: 'auto',
        maxHeight: '85vh',
        borderTopLeftRadius: 16,
        borderTopRightRadius: 16,
      }
    : { inset: '0 0 0 auto', width: 360, maxWidth: '100%', height: '100%', maxHeight: 'none' }),
  '@media (prefers-reduced-motion: no-preference)': {
    '&[open], &:popover-open': { animation: `${anchor === 'bottom' ? slideUp : slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` },
  },
});

/**
 * "Filters (n)": the filter panel in a sheet, with Clear all and a button that shows the results.
 * The sheet is drawn (hidden) once the page is idle after the app has taken it, and the browser
 * shows it on the tap (a popover, like the phone menu): the first tap costs neither building a
 * drawer nor restyling the page behind it, which is made inert once the sheet has been painted.
 * A tap before then draws and opens it from the click.
 */
export function FiltersDrawer({ anchor = 'bottom', onIntent, total, ...panel }: Props) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setDrawn(true))), []);
  // A tap before the sheet was drawn: it opens as it is drawn.
  const openWhenDrawn = useRef(false);
  const sheetDrawn = (sheet: HTMLElement | null) => {
    if (!sheet) return;
    // Where focus goes as the sheet opens: the sheet itself, so a screen reader starts at its name
    // (the popover focusing steps focus an element marked `autofocus`).
    sheet.setAttribute('autofocus', '');
    if (openWhenDrawn.current) showDialog(SHEET_ID);
    openWhenDrawn.current = false;
  };
  useInertOutside(SHEET_ID, drawn);
  // The facets are asked for without holding up the tap: the sheet shows while they load.
  const intent = () => startTransition(() => onIntent?.());

  const count = activeFilterCount(panel.state, panel.facets);
  const others = (['category', 'parentCategory', 'size', 'color', 'brand'] as const).filter((facet) => !panel.facets.includes(facet));
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-haspopup="dialog"
        // Only once the sheet is there: an invoker of nothing would let the page's early-tap keeper
        // leave a tap made before the app alone (src/app/taps), and it would be lost.
        {...(drawn && { popoverTarget: SHEET_ID, popoverTargetAction: 'show' as const, 'aria-controls': SHEET_ID })}
        onClick={() => {
          intent();
          if (!drawn) {
            openWhenDrawn.current = true;
            setDrawn(true);
          } else if (!popoversSupported()) showDialog(SHEET_ID);
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') intent();
        }}
        onFocus={(event) => {
          if (event.target.matches(':focus-visible')) intent();
        }}
        sx={{ minHeight: 44 }}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </Button>
      {drawn && (
        <Box
          id={SHEET_ID}
          ref={sheetDrawn}
          popover="auto"
          {...PAGE_MODAL}
          role="dialog"
          aria-labelledby="filters-heading"
          tabIndex={-1}
          onKeyDown={fallbackKeyDown(SHEET_ID)}
          sx={sheetSx(anchor)}
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
            <Button variant="contained" fullWidth onClick={() => closeDialog(SHEET_ID)} sx={{ minHeight: 44 }}>
              {total === undefined ? 'Show results' : `Show ${total} ${total === 1 ? 'result' : 'results'}`}
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}
