import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { STOCK_TEXTS } from '@rules/stock';
import { FacetGroup } from './FacetGroup';
import { PriceRange } from './PriceRange';
import type { SearchResult } from '../searchResult';
import { FACET_LABELS, refined, toggleValue, type Facet, type SearchState } from '../searchState';

export interface FilterPanelProps {
  state: SearchState;
  /** The answer whose facets are offered: the last one, kept while the next loads so nothing jumps. */
  result: SearchResult | undefined;
  /** The facets offered here (a listing's own category is not the shopper's to change). */
  facets: readonly Facet[];
  onChange: (next: SearchState) => void;
}

/**
 * Every filter of a search: facets with counts, the price range, on sale, in stock only. In stock
 * only is offered where the API answers it (it counts stock), or while it is on, so it can be undone.
 */
export function FilterPanel({ state, result, facets, onChange }: FilterPanelProps) {
  if (!result) return null;
  return (
    <>
      {facets.map((facet) => (
        <FacetGroup
          key={facet}
          label={FACET_LABELS[facet]}
          counts={result.facets[facet]}
          chosen={state.filters[facet]}
          onToggle={(value) => onChange(toggleValue(state, facet, value))}
        />
      ))}
      {result.price && (
        <PriceRange
          key={`${state.minPrice}-${state.maxPrice}`}
          span={result.price}
          min={state.minPrice}
          max={state.maxPrice}
          onChange={(minPrice, maxPrice) => onChange(refined(state, { minPrice, maxPrice }))}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={state.onSale} onChange={(event) => onChange(refined(state, { onSale: event.target.checked }))} />}
        label="On sale"
        sx={{ minHeight: 44 }}
      />
      {(result.inStock !== null || state.inStock) && (
        <FormControlLabel
          control={<Checkbox checked={state.inStock} onChange={(event) => onChange(refined(state, { inStock: event.target.checked }))} />}
          label={STOCK_TEXTS.inStockOnly}
          sx={{ minHeight: 44 }}
        />
      )}
    </>
  );
}
