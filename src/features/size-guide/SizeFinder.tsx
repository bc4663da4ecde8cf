import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { findApparelSize, findShoeSize, type Field, type Finding, type Unit } from './findSize';
import type { SizeChart } from './sizeChart';

interface Props {
  chart: SizeChart;
  unit: Unit;
  /** The product's sizes: a found size among them can be chosen here. */
  options: readonly string[];
  found: string | null;
  onFound: (size: string | null) => void;
  onSelect: (size: string) => void;
}

const LABELS: Record<Field, string> = { foot: 'Foot length', chest: 'Chest', waist: 'Waist' };

/** "Find my size": a measurement in, the chart's size out (findSize.ts has the rules). */
export function SizeFinder({ chart, unit, options, found, onFound, onSelect }: Props) {
  const headingId = useId();
  const fields: Field[] = chart.kind === 'shoes' ? ['foot'] : ['chest', 'waist'];
  const [values, setValues] = useState<Record<Field, string>>({ foot: '', chest: '', waist: '' });
  const [refusal, setRefusal] = useState<Extract<Finding, { ok: false }> | null>(null);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const finding = chart.kind === 'shoes' ? findShoeSize(chart, values.foot, options) : findApparelSize(chart, values, unit, options);
    setRefusal(finding.ok ? null : finding);
    onFound(finding.ok ? finding.size : null);
  };
  const fieldUnit = (field: Field) => (field === 'foot' ? 'cm' : unit);

  return (
    <Box component="form" noValidate onSubmit={find} aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Find my size
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {chart.kind === 'shoes'
          ? 'Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks.'
          : 'Measure round the fullest part of your chest and round your natural waist, the tape snug but not tight.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {fields.map((field) => (
          <TextField
            key={field}
            label={`${LABELS[field]} (${fieldUnit(field)})`}
            value={values[field]}
            onChange={(event) => setValues((last) => ({ ...last, [field]: event.target.value }))}
            error={refusal?.field === field}
            helperText={refusal?.field === field ? refusal.message : undefined}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: '1 1 130px' }}
          />
        ))}
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          Find my size
        </Button>
      </Box>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {found && (
          <Typography sx={{ fontWeight: 600 }}>
            Your size: {found}
            {!options.includes(found) && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' '}
                — not among this product’s sizes
              </Box>
            )}
          </Typography>
        )}
      </Box>
      {found && options.includes(found) && (
        <Button variant="contained" onClick={() => onSelect(found)} sx={{ justifySelf: 'start' }}>
          Select {found}
        </Button>
      )}
    </Box>
  );
}
