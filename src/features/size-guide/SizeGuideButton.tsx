import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import StraightenIcon from '@mui/icons-material/Straighten';
import { lazyPart, PartSlot } from '@/components/lazyPart';
import type { Product } from '@/entities/product/product';
import { guideFor } from './guideFor';

// The sheet (Dialog or Drawer, tabs, tables, the finder's form) loads on the first opening; the
// button fetches it ahead on hover, focus or press, so the product page carries only this button.
const SizeGuideSheet = lazyPart(() => import('./SizeGuideSheet').then((m) => m.SizeGuideSheet));

interface Props {
  product: Pick<Product, 'name' | 'category' | 'parentCategory' | 'gender' | 'sizes' | 'specifications'>;
  /** The product page's size choice (useOptionChoice): the finder's "Select" chooses through it. */
  choice: { id: string; value: string; onChange: (size: string) => void };
}

/** "Size guide" beside the size choice, for a product whose sizes a chart holds; else nothing. */
export function SizeGuideButton({ product, choice }: Props) {
  const guide = useMemo(() => guideFor(product), [product]);
  // Each opening counts, so that opening again retries a sheet whose chunk failed to load.
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  if (!guide) return null;

  const select = (size: string) => {
    choice.onChange(size);
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<StraightenIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        {...SizeGuideSheet.openerProps}
        sx={{ minHeight: 44, flexShrink: 0 }}
      >
        Size guide
      </Button>
      {opening > 0 && (
        <PartSlot retryKey={opening}>
          <SizeGuideSheet
            key={opening}
            open={open}
            guide={guide}
            productName={product.name}
            options={product.sizes}
            sizeGroupId={choice.id}
            onSelect={select}
            onClose={() => setOpen(false)}
          />
        </PartSlot>
      )}
    </>
  );
}
