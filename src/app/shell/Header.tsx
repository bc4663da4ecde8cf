import { useEffect, useState } from 'react';
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
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { lazyPart, PartSlot } from '@/components/lazyPart';
import { whenIdle } from '@/utils/nextTask';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { selectIsSignedIn } from '@/features/auth/authSlice';
import { selectCartCount } from '@/features/cart/cartSlice';
import { selectHeaderCategories, selectStoreInfoStatus } from '@/features/store-info/storeInfoApi';
import { MAX_HEADER_CATEGORIES } from '@/features/store-info/storeInfo';
import { selectWishlistCount } from '@/features/wishlist/wishlistSlice';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import { BrandLink } from './BrandLink';
import { headerLinks } from './navigation';

export const SOLID_HEADER_THRESHOLD = 20;

// The drawer and its parts (Modal, focus trap, Slide, lists) load on the first opening, fetched
// ahead as the menu button is hovered, focused or pressed so that opening stays instant.
const MobileMenu = lazyPart(() => import('./MobileMenu').then((m) => m.MobileMenu));

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Below the md breakpoint (theme.ts), where the menu button shows. */
const PHONE_LAYOUT = '(max-width: 767.95px)';

export function Header() {
  // On a phone the drawer's code is fetched once the page is idle: the first tap opens it at once.
  useEffect(() => {
    if (window.matchMedia?.(PHONE_LAYOUT).matches) whenIdle(MobileMenu.preload);
  }, []);
  const categories = useAppSelector(selectHeaderCategories);
  // Until store info answers, the built-in categories would be another shop's: skeletons hold their place.
  const categoriesLoading = useAppSelector(selectStoreInfoStatus) === 'loading';
  const links = headerLinks(categoriesLoading ? [] : categories);
  const cartCount = useAppSelector(selectCartCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const signedIn = useAppSelector(selectIsSignedIn);
  const solid = useScrollTrigger({ disableHysteresis: true, threshold: SOLID_HEADER_THRESHOLD });
  const { pathname, search } = useLocation();
  // The page the menu was opened on: it is open only there, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const here = `${pathname}${search}`;
  const menuOpen = menuOpenAt === here;
  const closeMenu = () => setMenuOpenAt(null);
  // Mounted from the first opening on, so that it slides out again when closed; each opening
  // retries a chunk that failed to load.
  const [openings, setOpenings] = useState(0);
  const openMenu = () => {
    setMenuOpenAt(here);
    setOpenings((count) => count + 1);
  };

  return (
    <AppBar
      position="sticky"
      color="inherit"
      data-solid={solid}
      elevation={solid ? 3 : 0}
      sx={{ bgcolor: solid ? 'background.paper' : 'transparent', transition: 'background-color 200ms ease' }}
    >
      {/* On a phone every pixel between the buttons goes to the store's name. */}
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 0.5, sm: 2 } }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={openMenu}
          {...MobileMenu.openerProps}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
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
        <IconButton component={RouterLink} to={paths.wishlist} aria-label={`Wishlist, ${itemCount(wishlistCount)}`}>
          <Badge badgeContent={wishlistCount} color="error" invisible={wishlistCount <= 0} max={99}>
            <FavoriteBorderIcon />
          </Badge>
        </IconButton>
        <IconButton component={RouterLink} to={paths.cart} aria-label={`Cart, ${itemCount(cartCount)}`}>
          <Badge badgeContent={cartCount} color="error" invisible={cartCount <= 0} max={99}>
            <ShoppingCartOutlinedIcon />
          </Badge>
        </IconButton>
        {signedIn ? (
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
        )}
      </Toolbar>
      {openings > 0 && (
        <PartSlot retryKey={openings}>
          <MobileMenu links={links} open={menuOpen} onClose={closeMenu} />
        </PartSlot>
      )}
    </AppBar>
  );
}
