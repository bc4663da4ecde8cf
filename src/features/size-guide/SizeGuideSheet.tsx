import { useEffect, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { Unit } from './findSize';
import type { Guide } from './guideFor';
import { SizeChartTable } from './SizeChartTable';
import { SizeFinder } from './SizeFinder';

interface Props {
  open: boolean;
  guide: Guide;
  productName: string;
  options: readonly string[];
  /** The id of the product page's size choice, whose chosen button takes the focus after a selection. */
  sizeGroupId: string;
  onSelect: (size: string) => void;
  onClose: () => void;
}

/** Phones get a bottom sheet, wider screens a dialog; both are modal dialogs named by their title. */
function Sheet({ open, onClose, titleId, children }: { open: boolean; onClose: () => void; titleId: string; children: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) {
    return (
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { maxHeight: '92dvh', borderRadius: '16px 16px 0 0' },
          },
        }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      {children}
    </Dialog>
  );
}

/** The size guide of a product: its charts (a tab each), units for clothing, and the finder. Render with `key` of the opening, so each opening starts afresh. */
export function SizeGuideSheet({ open, guide, productName, options, sizeGroupId, onSelect, onClose }: Props) {
  const id = useId();
  const titleId = `${id}title`;
  const [tab, setTab] = useState(guide.initialTab);
  const [unit, setUnit] = useState<Unit>('cm');
  const [found, setFound] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = guide.tabs[tab] ?? guide.tabs[0];

  // After "Select UK 9" the focus goes to the size just chosen, not back to the Size guide button.
  useEffect(() => {
    if (open || !chosen) return;
    const group = document.getElementById(sizeGroupId);
    const button = [...(group?.querySelectorAll('button') ?? [])].find((item) => item.value === chosen);
    button?.focus();
  }, [open, chosen, sizeGroupId]);

  if (!current) return null;
  const select = (size: string) => {
    setChosen(size);
    onSelect(size);
  };

  return (
    <Sheet open={open} onClose={onClose} titleId={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            Size guide
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {productName}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {guide.tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_event, next: number) => {
            setTab(next);
            setFound(null);
          }}
          aria-label="Size charts"
          sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          {guide.tabs.map((item, i) => (
            <Tab key={item.label} label={item.label} id={`${id}tab${i}`} aria-controls={`${id}panel`} />
          ))}
        </Tabs>
      )}
      <Box
        id={`${id}panel`}
        role={guide.tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={guide.tabs.length > 1 ? `${id}tab${tab}` : undefined}
        sx={{ display: 'grid', gap: 2, px: { xs: 2, sm: 3 }, py: 2, overflowY: 'auto' }}
      >
        {current.chart.kind === 'apparel' && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={unit}
            onChange={(_event, next: Unit | null) => next && setUnit(next)}
            aria-label="Units"
          >
            <ToggleButton value="cm" sx={{ minWidth: 56, minHeight: 40 }}>
              cm
            </ToggleButton>
            <ToggleButton value="in" sx={{ minWidth: 56, minHeight: 40 }}>
              in
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        <SizeChartTable chart={current.chart} unit={unit} found={found} />
        <SizeFinder
          key={current.chart.id}
          chart={current.chart}
          unit={unit}
          options={options}
          found={found}
          onFound={setFound}
          onSelect={select}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Source: {current.chart.source}.
        </Typography>
      </Box>
    </Sheet>
  );
}
