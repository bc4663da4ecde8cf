import type { SxProps, Theme } from '@mui/material/styles';

/** The box's own input, the same before and after the combobox takes over (no jump when it loads). */
export const searchInputSx: SxProps<Theme> = {
  width: '100%',
  height: 44,
  boxSizing: 'border-box',
  pl: 5,
  pr: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 22,
  bgcolor: 'background.default',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  // The theme hides text fields' outline (they show focus with their border): so does this one.
  '&:focus': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}`, outline: 'none' },
  '&::-webkit-search-cancel-button': { display: 'none' },
};

export const SEARCH_PLACEHOLDER = 'Search shoes, mats, rackets…';
export const SEARCH_LABEL = 'Search products';
export const OFFLINE_TEXT = 'Search needs a connection. Try again when you are back online.';
