import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while there is one. */
  error: string;
}

const ID = 'newsletter-email';
const ERROR_ID = `${ID}-error`;
const LABEL = 'Email address';

// Drawn like MUI's outlined TextField (the label floats into a notch of the border), by hand: this
// field is in the home page's first render, and TextField would bring MUI's whole input family
// (InputBase, FormControl, Select, Menu, Popover) into the JavaScript every first visit loads.
const floated = { transform: 'translate(14px, -9px) scale(0.75)' };
const notched = { maxWidth: '100%', transition: 'max-width 100ms cubic-bezier(0, 0, 0.2, 1) 50ms' };

const fieldSx = (theme: Theme) => ({
  position: 'relative',
  flex: 1,
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'background.paper',
  '& input': {
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    height: 56,
    p: '16.5px 14px',
    border: 0,
    background: 'none',
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    outline: 'none',
  },
  '& label': {
    position: 'absolute',
    left: 0,
    top: 0,
    maxWidth: 'calc(100% - 24px)',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    color: 'text.secondary',
    lineHeight: '1.4375em',
    transformOrigin: 'top left',
    transform: 'translate(14px, 16px) scale(1)',
    transition: theme.transitions.create(['transform', 'color'], { duration: theme.transitions.duration.shorter }),
  },
  '& fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    m: 0,
    p: '0 8px',
    pointerEvents: 'none',
    border: '1px solid rgba(0, 0, 0, 0.23)',
    borderRadius: 'inherit',
    minWidth: 0,
  },
  '& legend': {
    visibility: 'hidden',
    float: 'unset',
    width: 'auto',
    maxWidth: '0.01px',
    height: 11,
    p: 0,
    fontSize: '0.75em',
    whiteSpace: 'nowrap',
    transition: 'max-width 50ms cubic-bezier(0, 0, 0.2, 1) 0ms',
    '& > span': { px: '5px', display: 'inline-block' },
  },
  '&:hover fieldset': { borderColor: 'text.primary' },
  '&:focus-within label': { ...floated, color: 'primary.main' },
  '&:focus-within fieldset': { borderWidth: 2, borderColor: 'primary.main' },
  '&:focus-within legend, &[data-filled="true"] legend': notched,
  // Filled by the shopper or, before any input event, by the browser's autofill.
  '&[data-filled="true"] label, & input:-webkit-autofill ~ label': floated,
  '& input:-webkit-autofill ~ fieldset legend': notched,
  '&[data-invalid="true"] label': { color: 'error.main' },
  '&[data-invalid="true"] fieldset': { borderColor: 'error.main' },
});

/** The newsletter's required e-mail field, labelled and described as a screen reader expects. */
export function NewsletterEmailField({ value, onChange, error }: Props) {
  return (
    <Box sx={{ flex: 1, textAlign: 'left' }}>
      <Box sx={fieldSx} data-filled={value !== ''} data-invalid={error !== ''}>
        <input
          id={ID}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== ''}
          aria-describedby={error ? ERROR_ID : undefined}
        />
        <label htmlFor={ID}>
          {LABEL}
          <span aria-hidden="true"> *</span>
        </label>
        <fieldset aria-hidden="true">
          <legend>
            <span>{LABEL} *</span>
          </legend>
        </fieldset>
      </Box>
      {error && (
        <Box component="p" id={ERROR_ID} sx={{ m: '3px 14px 0', color: 'error.main', typography: 'caption', fontSize: '0.75rem' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}
