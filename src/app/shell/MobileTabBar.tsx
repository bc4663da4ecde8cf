import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink, useLocation, useMatch } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { selectCartCount } from '@/features/cart/cartSlice';
import { selectProductShown } from '@/entities/product/productShown';

const TABS = [paths.home, paths.products, paths.account, paths.cart];

function activeTab(pathname: string): string | false {
  if (pathname === paths.home) return paths.home;
  return TABS.find((tab) => tab !== paths.home && pathname.startsWith(tab)) ?? false;
}

/**
 * The phone's bottom tab bar (spec §2); hidden from 768px up, and on a product page showing its
 * product, whose buy bar takes its place (ProductBuyBar).
 */
export function MobileTabBar() {
  const { pathname } = useLocation();
  const productId = useMatch('/product/:id')?.params.id;
  const cartCount = useAppSelector(selectCartCount);
  const buyBarShown = useAppSelector((state) => productId !== undefined && selectProductShown(state, productId));
  if (buyBarShown) return null;
  return (
    <Paper
      component="nav"
      aria-label="Quick links"
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', display: { md: 'none' } }}
    >
      <BottomNavigation showLabels value={activeTab(pathname)}>
        <BottomNavigationAction component={RouterLink} to={paths.home} value={paths.home} label="Home" icon={<HomeOutlinedIcon />} />
        <BottomNavigationAction
          component={RouterLink}
          to={paths.products}
          value={paths.products}
          label="Category"
          icon={<CategoryOutlinedIcon />}
        />
        <BottomNavigationAction
          component={RouterLink}
          to={paths.account}
          value={paths.account}
          label="My Account"
          icon={<PersonOutlinedIcon />}
        />
        <BottomNavigationAction
          component={RouterLink}
          to={paths.cart}
          value={paths.cart}
          label="Cart"
          icon={
            <Badge badgeContent={cartCount} color="error" invisible={cartCount <= 0} max={99}>
              <ShoppingCartOutlinedIcon />
            </Badge>
          }
        />
      </BottomNavigation>
    </Paper>
  );
}
