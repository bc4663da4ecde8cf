import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import type { NavLink } from './navigation';

interface Props {
  links: NavLink[];
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ links, open, onClose }: Props) {
  return (
    <Drawer id="mobile-menu" anchor="left" open={open} onClose={onClose}>
      <List component="nav" aria-label="Shop sections" sx={{ width: 260 }}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
