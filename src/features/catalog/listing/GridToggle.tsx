import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewModuleIcon from '@mui/icons-material/ViewModule';

export type GridColumns = 2 | 3;

interface Props {
  value: GridColumns;
  onChange: (columns: GridColumns) => void;
}

/** 3 or 2 columns; hidden under 768px, where the grid has its own column count (spec §2). */
export function GridToggle({ value, onChange }: Props) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label="Grid view"
      onChange={(_event, next: GridColumns | null) => {
        if (next) onChange(next);
      }}
      sx={{ display: { xs: 'none', md: 'inline-flex' } }}
    >
      <ToggleButton value={3} aria-label="3 columns">
        <ViewModuleIcon />
      </ToggleButton>
      <ToggleButton value={2} aria-label="2 columns">
        <GridViewIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
