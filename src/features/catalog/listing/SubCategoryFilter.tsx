import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useGetProductsQuery } from '@/entities/product/catalogApi';
import { subCategoriesOf, toDiscoveryRequest } from './listingQuery';

interface Props {
  category: string;
  value: string;
  onChange: (parentCategory: string) => void;
}

const ALL = '';

/**
 * The parent-category dropdown; its options come from up to 100 of the category's products (spec
 * §7). The browser's own select, as the sort: a phone's own picker, and no menu code in the
 * listing's first load.
 */
export function SubCategoryFilter({ category, value, onChange }: Props) {
  const id = useId();
  const { options = [] } = useGetProductsQuery(toDiscoveryRequest(category), {
    selectFromResult: ({ data }) => ({ options: data ? subCategoriesOf(data.products) : undefined }),
  });
  // A shared link may name a sub-category the discovery did not return; keep it choosable.
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  if (choices.length === 0) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id} shrink>
        Sub-category
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label="Sub-category" notched />}
        inputProps={{ id }}
      >
        <option value={ALL}>All</option>
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
