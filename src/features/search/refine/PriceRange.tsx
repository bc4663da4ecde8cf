import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Slider from '@mui/material/Slider';
import { formatInr } from '@rules/money';

/**
 * A typed bound: TextField's own parts, not TextField, which also brings Select, Menu, Popover
 * and Modal to the filters (as the product page's quantity field does).
 */
function PriceField({ label, value, onChange, error, inputRef }: PriceFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        inputRef={inputRef}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // No `pattern`: a browser would refuse "₹1,500" before the shop could read it.
        slotProps={{ input: { inputMode: 'numeric', 'aria-describedby': error ? `${id}-error` : undefined } }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

interface PriceFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

interface Props {
  /** The prices of what matches everything but the price range. */
  span: { min: number; max: number };
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
}

export const NOT_A_PRICE = 'Enter a price in rupees, like 2000';
export const BOUNDS_CROSSED = 'Max price must be at least the Min price';

/** A typed bound in whole rupees ("₹1,500" and "1500.50" too); null for none; 'bad' for no price. */
function readBound(text: string): number | null | 'bad' {
  const plain = text.replace(/[₹,\s]/g, '');
  if (plain === '') return null;
  return /^\d+(?:\.\d*)?$/.test(plain) ? Math.round(Number(plain)) : 'bad';
}

type Bound = 'min' | 'max';

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
  // What is wrong with the bounds last applied, said under the field until it is typed in again.
  const [problem, setProblem] = useState<{ bound: Bound; message: string } | null>(null);
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  const shown = dragged ?? chosen;
  const fields = typed ?? { min: String(chosen[0]), max: String(chosen[1]) };

  const commit = (from: number | null, to: number | null) => {
    setDragged(null);
    setTyped(null);
    let [a, b] = [from, to];
    if (a !== null && b !== null && a > b) [a, b] = [b, a];
    onChange(a !== null && a > low ? a : null, b !== null && b < high ? b : null);
  };
  const refuse = (bound: Bound, message: string) => {
    setProblem({ bound, message });
    (bound === 'min' ? minInput : maxInput).current?.focus();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [from, to] = [readBound(fields.min), readBound(fields.max)];
    if (from === 'bad') return refuse('min', NOT_A_PRICE);
    if (to === 'bad') return refuse('max', NOT_A_PRICE);
    if (from !== null && to !== null && from > to) return refuse('max', BOUNDS_CROSSED);
    setProblem(null);
    // After the event: a navigation (a transition) started inside a prevented submit would make
    // React 19 treat it as the form's action and build its FormData for nothing.
    queueMicrotask(() => commit(from, to));
  };
  const type = (bound: Bound, text: string) => {
    setTyped({ ...fields, [bound]: text });
    if (problem?.bound === bound || problem?.message === BOUNDS_CROSSED) setProblem(null);
  };
  const errorOf = (bound: Bound) => (problem?.bound === bound ? problem.message : undefined);

  return (
    <Box component="form" noValidate onSubmit={apply} role="group" aria-labelledby="price-range-label" sx={{ mb: 2.5 }}>
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
        <PriceField
          label="Min price"
          value={fields.min}
          onChange={(text) => type('min', text)}
          error={errorOf('min')}
          inputRef={minInput}
        />
        <PriceField
          label="Max price"
          value={fields.max}
          onChange={(text) => type('max', text)}
          error={errorOf('max')}
          inputRef={maxInput}
        />
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          Apply
        </Button>
      </Box>
    </Box>
  );
}
