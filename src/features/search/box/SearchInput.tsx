import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const searchInputSx: SxProps<Theme> = {
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

/**
 * The search box's own input, the same before and after the combobox takes over (no jump when it
 * loads): the plain input of the first load and the combobox's give it their own handlers.
 */
export function SearchInput(props: ComponentProps<'input'>) {
  return (
    <Box
      component="input"
      type="search"
      name="q"
      aria-label="Search products"
      placeholder="Search shoes, mats, rackets…"
      enterKeyHint="search"
      {...props}
      sx={searchInputSx}
    />
  );
}
