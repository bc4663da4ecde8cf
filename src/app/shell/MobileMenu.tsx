import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/utils/paths';
import type { NavLink } from './navigation';

/** What a shopper looks for beside the categories, which phones otherwise reach only through the footer. */
export const MENU_ACCOUNT_LINKS: NavLink[] = [
  { label: 'My Account', to: paths.account },
  { label: 'My Orders', to: paths.orders },
  { label: 'Wishlist', to: paths.wishlist },
  { label: 'Track Order', to: paths.trackOrder },
  { label: 'Help & Contact', to: paths.contact },
];

interface Props {
  links: NavLink[];
  open: boolean;
  onClose: () => void;
}

function MenuList({ label, links, onClose }: { label: string; links: NavLink[]; onClose: () => void }) {
  return (
    <List component="nav" aria-label={label}>
      {links.map((link) => (
        <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose} sx={{ minHeight: 48 }}>
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** The phone menu: a named dialog with its own close button, the categories, then account and help. */
export function MobileMenu({ links, open, onClose }: Props) {
  return (
    <Drawer
      id="mobile-menu"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'mobile-menu-title', sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
        <Typography id="mobile-menu-title" component="h2" variant="h6">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <MenuList label="Shop sections" links={links} onClose={onClose} />
      <Divider />
      <MenuList label="Account and help" links={MENU_ACCOUNT_LINKS} onClose={onClose} />
    </Drawer>
  );
}
