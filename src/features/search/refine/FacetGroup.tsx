import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { FacetCount } from '../searchResult';

const SHOWN_AT_FIRST = 6;

interface Props {
  label: string;
  counts: FacetCount[];
  chosen: string[];
  onToggle: (value: string) => void;
}

/** One facet as a group of checkboxes with counts; chosen values stay listed even when they count 0. */
export function FacetGroup({ label, counts, chosen, onToggle }: Props) {
  const [all, setAll] = useState(false);
  const missing = chosen.filter((value) => !counts.some((count) => count.value.toLowerCase() === value.toLowerCase()));
  const options = [...missing.map((value) => ({ value, count: 0 })), ...counts];
  if (options.length === 0) return null;
  const shown = all ? options : options.slice(0, Math.max(SHOWN_AT_FIRST, missing.length));
  const isChosen = (value: string) => chosen.some((item) => item.toLowerCase() === value.toLowerCase());
  return (
    <FormControl component="fieldset" sx={{ display: 'flex', mb: 2.5 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup>
        {shown.map((option) => (
          <FormControlLabel
            key={option.value}
            control={<Checkbox size="small" checked={isChosen(option.value)} onChange={() => onToggle(option.value)} />}
            label={`${option.value} (${option.count})`}
            sx={{ minHeight: 40, mr: 0 }}
          />
        ))}
        {options.length > shown.length && (
          <Button size="small" onClick={() => setAll(true)} sx={{ alignSelf: 'flex-start' }}>
            Show all {options.length}
          </Button>
        )}
      </FormGroup>
    </FormControl>
  );
}
