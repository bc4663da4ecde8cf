import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Slider from '@mui/material/Slider';
import { formatInr } from '@rules/money';

/**
 * A typed bound: TextField's own parts, not TextField, which also brings Select, Menu, Popover
 * and Modal to the filters (as the product page's quantity field does).
 */
function PriceField({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <FormControl size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ input: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
    </FormControl>
  );
}

interface Props {
  /** The prices of what matches everything but the price range. */
  span: { min: number; max: number };
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}

const whole = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
};

/**
 * A range slider over the prices found, and the same bounds typed. A bound at the end of the span
 * is no bound at all, so the range follows the results as other filters change.
 */
export function PriceRange({ span, min, max, onChange }: Props) {
  const low = Math.floor(Math.min(span.min, min ?? span.min));
  const high = Math.ceil(Math.max(span.max, max ?? span.max));
  const chosen: [number, number] = [min ?? low, max ?? high];
  // What the thumbs show while dragged, and the fields while typed; the URL changes on release or Apply.
  const [dragged, setDragged] = useState<[number, number] | null>(null);
  const [typed, setTyped] = useState<{ min: string; max: string } | null>(null);
  const shown = dragged ?? chosen;
  const fields = typed ?? { min: String(chosen[0]), max: String(chosen[1]) };

  const commit = (from: number | null, to: number | null) => {
    setDragged(null);
    setTyped(null);
    let [a, b] = [from, to];
    if (a !== null && b !== null && a > b) [a, b] = [b, a];
    onChange(a !== null && a > low ? a : null, b !== null && b < high ? b : null);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    commit(whole(fields.min), whole(fields.max));
  };

  return (
    <Box component="form" onSubmit={apply} role="group" aria-labelledby="price-range-label" sx={{ mb: 2.5 }}>
      <FormLabel id="price-range-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
        Price
      </FormLabel>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={shown}
          min={low}
          max={high}
          step={Math.max(1, Math.round((high - low) / 100))}
          disabled={low === high}
          getAriaLabel={(index) => (index === 0 ? 'Lowest price' : 'Highest price')}
          getAriaValueText={(value) => formatInr(value)}
          valueLabelFormat={(value) => formatInr(value)}
          valueLabelDisplay="auto"
          onChange={(_event, value) => setDragged(value as [number, number])}
          onChangeCommitted={(_event, value) => {
            const [a, b] = value as [number, number];
            commit(a, b);
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <PriceField label="Min price" value={fields.min} onChange={(min) => setTyped({ ...fields, min })} />
        <PriceField label="Max price" value={fields.max} onChange={(max) => setTyped({ ...fields, max })} />
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          Apply
        </Button>
      </Box>
    </Box>
  );
}
