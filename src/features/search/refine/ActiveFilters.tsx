import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatInr } from '@rules/money';
import { STOCK_TEXTS } from '@rules/stock';
import { FACET_LABELS, refined, toggleValue, withoutFilters, type Facet, type SearchState } from '../searchState';
import type { Understood } from '../searchResult';
import { indexOfWords, understoodLabel, withoutWords } from '../understoodWords';

interface Props {
  state: SearchState;
  facets: readonly Facet[];
  /** The words of the query the search took as filters (`/search` only). */
  understood?: readonly Understood[];
  onChange: (next: SearchState) => void;
}

function priceText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatInr(min)} – ${formatInr(max)}`;
  return min !== null ? `From ${formatInr(min)}` : `Up to ${formatInr(max ?? 0)}`;
}

/**
 * A chip per filter in force, each removable, and Clear all. The words the search read as filters
 * ("under 2000") come first, as the query orders them: removing one takes its words out of the
 * query, so the URL (and a reload or a shared link) says the same. Only words still in the query
 * get a chip: the last answer's stay on screen while the next loads, less the one just removed.
 */
export function ActiveFilters({ state, facets, understood = [], onChange }: Props) {
  const words = understood.filter((item) => indexOfWords(state.q, item.words) >= 0);
  const chips = words.map((item) => ({
    key: `understood:${item.facet}:${item.words}`,
    label: understoodLabel(item),
    remove: () => refined(state, { q: withoutWords(state.q, item.words) }),
  }));
  for (const facet of facets) {
    for (const value of state.filters[facet]) {
      chips.push({ key: `${facet}:${value}`, label: `${FACET_LABELS[facet]}: ${value}`, remove: () => toggleValue(state, facet, value) });
    }
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: `Price: ${priceText(state.minPrice, state.maxPrice)}`,
      remove: () => refined(state, { minPrice: null, maxPrice: null }),
    });
  }
  if (state.onSale) chips.push({ key: 'onSale', label: 'On sale', remove: () => refined(state, { onSale: false }) });
  if (state.inStock) chips.push({ key: 'inStock', label: STOCK_TEXTS.inStockOnly, remove: () => refined(state, { inStock: false }) });
  if (chips.length === 0) return null;
  const others = (['category', 'parentCategory', 'size', 'color', 'brand'] as const).filter((facet) => !facets.includes(facet));
  // Clear all clears every chip of the row, the words read as filters included.
  const clearAll = () => withoutFilters({ ...state, q: words.reduce((q, item) => withoutWords(q, item.words), state.q) }, others);
  return (
    <Box
      component="ul"
      aria-label="Filters in use"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', m: 0, p: 0, mb: 2 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          {/* One tap anywhere on the chip removes it, as shops' filter chips do: the × alone is a small target on a phone. */}
          <Chip label={chip.label} onClick={() => onChange(chip.remove())} onDelete={() => onChange(chip.remove())} />
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => onChange(clearAll())}>
          Clear all
        </Button>
      </li>
    </Box>
  );
}
