import type { SearchSort } from '@server/contracts';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { SORTS, SORT_LABELS } from './searchState';

interface Props {
  /** The sort in force (the default shown when the URL names none). */
  value: SearchSort;
  /** Relevance only makes sense with words to be relevant to. */
  withRelevance: boolean;
  onChange: (sort: SearchSort) => void;
}

export function SortMenu({ value, withRelevance, onChange }: Props) {
  const sorts = withRelevance ? SORTS : SORTS.filter((sort) => sort !== 'relevance');
  return (
    <FormControl size="small" sx={{ minWidth: 190 }}>
      <InputLabel id="sort-label">Sort by</InputLabel>
      <Select labelId="sort-label" label="Sort by" value={value} onChange={(event) => onChange(event.target.value as SearchSort)}>
        {sorts.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
