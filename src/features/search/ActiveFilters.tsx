import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatInr } from '@/utils/money';
import { FACET_LABELS, refined, toggleValue, withoutFilters, type Facet, type SearchState } from './searchState';

interface Props {
  state: SearchState;
  facets: readonly Facet[];
  onChange: (next: SearchState) => void;
}

function priceText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatInr(min)} – ${formatInr(max)}`;
  return min !== null ? `From ${formatInr(min)}` : `Up to ${formatInr(max ?? 0)}`;
}

/** A chip per filter in force, each removable, and Clear all. */
export function ActiveFilters({ state, facets, onChange }: Props) {
  const chips = facets.flatMap((facet) =>
    state.filters[facet].map((value) => ({
      key: `${facet}:${value}`,
      label: `${FACET_LABELS[facet]}: ${value}`,
      remove: () => toggleValue(state, facet, value),
    })),
  );
  if (state.minPrice !== null || state.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: `Price: ${priceText(state.minPrice, state.maxPrice)}`,
      remove: () => refined(state, { minPrice: null, maxPrice: null }),
    });
  }
  if (state.onSale) chips.push({ key: 'onSale', label: 'On sale', remove: () => refined(state, { onSale: false }) });
  if (chips.length === 0) return null;
  const others = (['category', 'parentCategory', 'size', 'color', 'brand'] as const).filter((facet) => !facets.includes(facet));
  return (
    <Box
      component="ul"
      aria-label="Filters in use"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0, mb: 2 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip label={chip.label} onDelete={() => onChange(chip.remove())} />
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => onChange(withoutFilters(state, others))}>
          Clear all
        </Button>
      </li>
    </Box>
  );
}
