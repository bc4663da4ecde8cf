import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useGetProductsQuery } from '@/entities/product/catalogApi';
import { subCategoriesOf, toDiscoveryRequest } from './listingQuery';

interface Props {
  category: string;
  value: string;
  onChange: (parentCategory: string) => void;
}

const ALL = '';

/** The parent-category dropdown; its options come from up to 100 of the category's products (spec §7). */
export function SubCategoryFilter({ category, value, onChange }: Props) {
  const { options = [] } = useGetProductsQuery(toDiscoveryRequest(category), {
    selectFromResult: ({ data }) => ({ options: data ? subCategoriesOf(data.products) : undefined }),
  });
  // A shared link may name a sub-category the discovery did not return; keep it choosable.
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  if (choices.length === 0) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="sub-category-label">Sub-category</InputLabel>
      <Select labelId="sub-category-label" label="Sub-category" value={value} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value={ALL}>All</MenuItem>
        {choices.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
