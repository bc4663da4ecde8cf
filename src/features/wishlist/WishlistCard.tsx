import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { useLazyGetProductQuery } from '@/entities/product/catalogApi';
import { ProductImage } from '@/entities/product/ProductImage';
import { useAddFromCard } from '@/features/cart/useAddFromCard';
import { formatInr } from '@rules/money';
import type { ProductSnapshot } from '@/entities/product/productSnapshot';
import { wishlistItemRemoved } from './wishlistSlice';

/**
 * A saved product. The wishlist keeps only what it shows, so Add to Cart first loads the product
 * (its current price and options) and then adds it as a card would: at once, or through the
 * size and colour chooser. A failed load raises the product page's notice.
 */
export function WishlistCard({ item }: { item: ProductSnapshot }) {
  const dispatch = useAppDispatch();
  const [loadProduct, { isFetching }] = useLazyGetProductQuery();
  const { add, chooser, chooserOpener } = useAddFromCard();
  const href = paths.product(item.id);

  const addToCart = async () => {
    const product = await loadProduct(item.id, true)
      .unwrap()
      .catch(() => null);
    if (product) add(product);
  };

  return (
    <Card component="article" variant="outlined" aria-label={item.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Link component={RouterLink} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
        <ProductImage src={item.image} alt="" sx={{ aspectRatio: '1' }} />
      </Link>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Link component={RouterLink} to={href} color="text.primary" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {item.name}
        </Link>
        <Typography sx={{ fontWeight: 700 }}>{formatInr(item.price)}</Typography>
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          {...chooserOpener}
          onClick={() => void addToCart()}
          disabled={isFetching}
          sx={{ mt: 'auto', minHeight: 44 }}
        >
          Add to Cart
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          aria-label={`Remove ${item.name} from wishlist`}
          onClick={() => dispatch(wishlistItemRemoved(item.id))}
          sx={{ minHeight: 44 }}
        >
          Remove
        </Button>
      </CardContent>
      {chooser}
    </Card>
  );
}
