import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MIN_TOUCH_TARGET } from '@/theme/theme';
import {
  closeDialog,
  closerProps,
  fallbackKeyDown,
  openerProps,
  PAGE_MODAL,
  useDialogOpen,
  useInertOutside,
} from '@/components/nativeDialog';
import { paths } from '@/utils/paths';
import type { NavLink } from './navigation';

export const MOBILE_MENU_ID = 'mobile-menu';

/** What a shopper looks for beside the categories, which phones otherwise reach only through the footer. */
export const MENU_ACCOUNT_LINKS: NavLink[] = [
  { label: 'My Account', to: paths.account },
  { label: 'My Orders', to: paths.orders },
  { label: 'Wishlist', to: paths.wishlist },
  { label: 'Track Order', to: paths.trackOrder },
  { label: 'Help & Contact', to: paths.contact },
];

/**
 * The menu button: the browser opens the menu itself (a popover invoker), so the first tap shows it
 * in the next frame, before or after the app has taken the page; only its `aria-expanded` is the
 * app's. A component of its own, so that opening re-renders this button and nothing else of the
 * header. A plain button looking like the header's icon buttons: MUI's ButtonBase re-renders on its
 * first blur (to mount its ripple), which opening the menu causes by moving focus into it.
 */
export function MenuButton() {
  const open = useDialogOpen(MOBILE_MENU_ID);
  return (
    <Box
      component="button"
      type="button"
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-haspopup="dialog"
      {...openerProps(MOBILE_MENU_ID)}
      sx={(theme) => ({
        display: { xs: 'inline-flex', md: 'none' },
        alignItems: 'center',
        justifyContent: 'center',
        flex: '0 0 auto',
        minWidth: MIN_TOUCH_TARGET,
        minHeight: MIN_TOUCH_TARGET,
        p: 1,
        ml: '-8px',
        border: 0,
        borderRadius: '50%',
        bgcolor: 'transparent',
        color: 'action.active',
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
        transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
        '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
      })}
    >
      <MenuIcon />
    </Box>
  );
}

const slideIn = keyframes`from { transform: translateX(-100%); }`;

// One class for the whole menu, its parts styled by plain selectors: the menu is in every page's
// HTML, so it hydrates with the header, and plain elements hydrate at a fraction of MUI's lists.
const menuSx = (theme: Theme) => ({
  position: 'fixed',
  inset: '0 auto 0 0',
  // Only where the browser has no top layer (no showModal) does it need to sit above the page.
  zIndex: theme.zIndex.drawer,
  width: 280,
  maxWidth: '100%',
  height: '100%',
  maxHeight: 'none',
  m: 0,
  p: 0,
  border: 0,
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Shown as a popover (no `open` attribute) or, without popovers, as a modal dialog.
  '&:not([open]):not(:popover-open)': { display: 'none' },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[open], &:popover-open': { animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` },
  },
  '& .menu-head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 },
  '& hr': { m: 0, border: 0, borderTop: 1, borderColor: 'divider' },
  '& ul': { listStyle: 'none', m: 0, px: 0, py: 1 },
  '& li > a': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    px: 2,
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.hover' },
  },
});

// Where focus goes as the menu opens: the browser's popover focusing steps (or showModal) focus the
// `autofocus` element. Set from the app, not drawn in the HTML: React's autoFocus would also focus
// it as it mounts, hidden (jsdom lets it), and an autofocus in the page is a candidate at load.
const takesFocusOnOpening = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

function MenuList({ label, links, onNavigate }: { label: string; links: NavLink[]; onNavigate: () => void }) {
  return (
    <nav aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to} onClick={onNavigate}>
              {link.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone menu: a named dialog with its own close button, the categories, then account and help,
 * the rest of the page inert while it is open. Drawn with the page (closed), so opening it loads and
 * builds nothing. Escape and a tap on the backdrop close it; so does any navigation, the browser
 * returning focus to the menu button.
 */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const shownAt = useRef(here);
  useEffect(() => {
    // Not on mounting: a menu opened before the app took the page over stays open.
    if (shownAt.current === here) return;
    shownAt.current = here;
    closeDialog(MOBILE_MENU_ID);
  }, [here]);
  useInertOutside(MOBILE_MENU_ID);
  const close = () => closeDialog(MOBILE_MENU_ID);

  return (
    <Box
      component="dialog"
      id={MOBILE_MENU_ID}
      popover="auto"
      {...PAGE_MODAL}
      aria-labelledby="mobile-menu-title"
      onKeyDown={fallbackKeyDown(MOBILE_MENU_ID)}
      sx={menuSx}
    >
      <div className="menu-head">
        <Typography id="mobile-menu-title" component="h2" variant="h6">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" ref={takesFocusOnOpening} {...closerProps(MOBILE_MENU_ID)}>
          <CloseIcon />
        </IconButton>
      </div>
      <hr />
      <MenuList label="Shop sections" links={links} onNavigate={close} />
      <hr />
      <MenuList label="Account and help" links={MENU_ACCOUNT_LINKS} onNavigate={close} />
    </Box>
  );
}
