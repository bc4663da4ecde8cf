import { paths } from '@/utils/paths';
import type { NavLink } from './navigation';

export const HELP_LINKS: NavLink[] = [
  { label: 'Terms & Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Refund Policy', to: '/refund' },
  { label: 'Return Policy', to: '/return' },
  { label: 'Shipping Policy', to: '/shipping' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: paths.contact },
];

export const COMPANY_LINKS: NavLink[] = [
  { label: 'My Account', to: paths.account },
  { label: 'My Orders', to: paths.orders },
  { label: 'Track Order', to: paths.trackOrder },
];

export const FOOTER_CATEGORIES = ['Fitness Accessories', 'Sports Equipment', 'Sports Shoes'];
