import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { NavLink } from './navigation';

export function FooterLinks({ links }: { links: NavLink[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} color="inherit">
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}
