import Button from '@mui/material/Button';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { EmptyState } from '@/components/feedback/EmptyState';
import { RecentlyViewedRow } from '@/features/recently-viewed/RecentlyViewedRow';

export function EmptyCart() {
  return (
    <EmptyState
      title="Your cart is empty"
      headingLevel={2}
      text="Find something you like and it will show up here."
      icon={ShoppingCartOutlinedIcon}
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained">
          Continue Shopping
        </Button>
      }
    >
      <RecentlyViewedRow />
    </EmptyState>
  );
}
