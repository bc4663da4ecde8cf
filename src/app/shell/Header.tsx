import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { selectIsSignedIn } from '@/features/auth/authSlice';
import { selectCartCount } from '@/features/cart/cartSlice';
import { selectHeaderCategories, selectStoreInfoStatus } from '@/features/store-info/storeInfoApi';
import { MAX_HEADER_CATEGORIES } from '@/features/store-info/storeInfo';
import { selectWishlistCount } from '@/features/wishlist/wishlistSlice';
import { HeaderSearch } from '@/features/search/box/HeaderSearch';
import { BrandLink } from './BrandLink';
import { MenuButton, MobileMenu } from './MobileMenu';
import { headerLinks } from './navigation';

export const SOLID_HEADER_THRESHOLD = 20;

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

// The badges and the account link each read the store themselves: adding to the cart or the
// wishlist re-renders one link, not the whole header (a first tap's effect waited for that).
function WishlistLink() {
  const count = useAppSelector(selectWishlistCount);
  return (
    <IconButton component={RouterLink} to={paths.wishlist} aria-label={`Wishlist, ${itemCount(count)}`}>
      <Badge badgeContent={count} color="error" invisible={count <= 0} max={99}>
        <FavoriteBorderIcon />
      </Badge>
    </IconButton>
  );
}

function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <IconButton component={RouterLink} to={paths.cart} aria-label={`Cart, ${itemCount(count)}`}>
      <Badge badgeContent={count} color="error" invisible={count <= 0} max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}

function AccountLink() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? (
    <IconButton component={RouterLink} to={paths.account} aria-label="My account">
      <AccountCircleIcon />
    </IconButton>
  ) : (
    <Button
      component={RouterLink}
      to={paths.login}
      variant="contained"
      size="small"
      sx={{ minHeight: 44, flexShrink: 0, px: { xs: 1.25, sm: 1.5 }, minWidth: 0 }}
    >
      Login
    </Button>
  );
}

export function Header() {
  const categories = useAppSelector(selectHeaderCategories);
  // Until store info answers, the built-in categories would be another shop's: skeletons hold their place.
  const categoriesLoading = useAppSelector(selectStoreInfoStatus) === 'loading';
  const links = headerLinks(categoriesLoading ? [] : categories);
  const solid = useScrollTrigger({ disableHysteresis: true, threshold: SOLID_HEADER_THRESHOLD });

  return (
    <AppBar
      position="sticky"
      color="inherit"
      data-solid={solid}
      elevation={solid ? 3 : 0}
      sx={{ bgcolor: solid ? 'background.paper' : 'transparent', transition: 'background-color 200ms ease' }}
    >
      {/* On a phone every pixel between the buttons goes to the store's name. */}
      {/* 8px from each edge on a phone: the menu button on the screen, Login clear of its edge. */}
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <MenuButton />
        <BrandLink />
        <Box component="ul" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, ml: 3, p: 0 }}>
          {categoriesLoading &&
            Array.from({ length: MAX_HEADER_CATEGORIES }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton variant="text" width={112} height={36} />
              </li>
            ))}
          {links.map((link) => (
            <li key={link.to}>
              <Button component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            </li>
          ))}
        </Box>
        <HeaderSearch />
        <WishlistLink />
        <CartLink />
        <AccountLink />
      </Toolbar>
      <MobileMenu links={links} />
    </AppBar>
  );
}
