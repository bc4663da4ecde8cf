import { useEffect, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';

interface Props {
  /** The same words as the button's accessible name: the hint only shows them. */
  title: string;
  /** Under the button, centred, or lined up with its end (a button in a corner). */
  align?: 'center' | 'end';
  children: ReactElement;
}

const SHOWN = {
  visibility: 'visible',
  opacity: 1,
  transform: 'none',
  // MUI Tooltip's enterDelay: a pointer passing over does not flash it.
  transitionDelay: '100ms',
} as const;

/**
 * A tooltip for an icon button on a card: shown on hover (pointers that hover) and keyboard
 * focus, hidden with Escape, looking like MUI's Tooltip. It is drawn with CSS under the button
 * instead of MUI's Tooltip, which brings Popper (@popperjs/core) — about 11 KB gzip of script —
 * into every page with product cards; the card's buttons sit where a hint below always fits.
 */
export function HoverHint({ title, align = 'center', children }: Props) {
  // Escape hides it until the pointer or focus leaves (WCAG 1.4.13: dismissible), wherever the
  // focus is while the pointer rests on the button, as MUI's Tooltip does. Followed for a mouse and
  // keyboard focus only, where the hint shows: a tap (which sends both) re-rendered the hint inside
  // the tap, before the button's own effect.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const engaged = hovered || focused;
  useEffect(() => {
    if (!engaged) return undefined;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [engaged]);
  return (
    <Box
      component="span"
      data-dismissed={dismissed || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setFocused(true);
      }}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '@media (hover: hover)': { '&:hover:not([data-dismissed]) > .hover-hint': SHOWN },
        '&:has(:focus-visible):not([data-dismissed]) > .hover-hint': SHOWN,
      }}
    >
      {children}
      <Box
        component="span"
        aria-hidden
        className="hover-hint"
        sx={(theme) => ({
          position: 'absolute',
          top: '100%',
          ...(align === 'end' ? { right: 0 } : { left: '50%', translate: '-50% 0' }),
          mt: '14px',
          zIndex: 1,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: theme.alpha(theme.palette.grey[700], 0.92),
          color: 'common.white',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(11),
          fontWeight: theme.typography.fontWeightMedium,
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
          // Hovering the hint itself keeps it open, as MUI's interactive tooltips do.
          pointerEvents: 'auto',
          visibility: 'hidden',
          opacity: 0,
          transform: 'scale(0.75)',
          transformOrigin: align === 'end' ? 'right top' : 'center top',
          transition: 'opacity 150ms, transform 150ms, visibility 0s 150ms',
        })}
      >
        {title}
      </Box>
    </Box>
  );
}
