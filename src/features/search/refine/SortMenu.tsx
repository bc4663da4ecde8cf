import { useId } from 'react';
import type { SearchSort } from '@server/contracts';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SORTS, SORT_LABELS } from '../searchState';

interface Props {
  /** The sort in force (the default shown when the URL names none). */
  value: SearchSort;
  /** Relevance only makes sense with words to be relevant to. */
  withRelevance: boolean;
  onChange: (sort: SearchSort) => void;
}

/**
 * The browser's own select, drawn as an outlined field: a phone opens its own picker, it works
 * from the first paint, and the listing loads no menu, popover or modal code for it (MUI's Select
 * was 15 KB gzip of the listing's first load).
 */
export function SortMenu({ value, withRelevance, onChange }: Props) {
  const id = useId();
  const sorts = withRelevance ? SORTS : SORTS.filter((sort) => sort !== 'relevance');
  return (
    <FormControl size="small" sx={{ minWidth: 190 }}>
      <InputLabel htmlFor={id} shrink>
        Sort by
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        input={<OutlinedInput label="Sort by" notched />}
        inputProps={{ id }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
