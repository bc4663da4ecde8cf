import { Suspense, startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { ErrorBoundary } from 'react-error-boundary';
import { useNavigate } from 'react-router-dom';
import { lazyPart } from '@/components/lazyPart';
import { useAppDispatch } from '@/state/hooks';
import { useOfflineGuard } from '@/features/offline/useOfflineGuard';
import { searchSubmitted } from '../searchSlice';
import { cleanQuery, SEARCH_PATH, searchPathFor } from '../searchWords';
import { SearchInput } from './SearchInput';

// The combobox (MUI Autocomplete, Popper, the suggestion endpoints) is not part of the first load:
// a plain input shows first and the combobox takes its place at the first focus or press.
export const SearchCombobox = lazyPart(() => import('./SearchCombobox').then((m) => m.SearchCombobox));

const OFFLINE_TEXT = 'Search needs a connection. Try again when you are back online.';

interface Props {
  text: string;
  onText: (text: string) => void;
  /** The phone's field, opened by pressing Search: focused at once. */
  focusOnMount?: boolean;
  /** The phone's field: Escape closes it. */
  onClose?: () => void;
}

/** A search form: Enter opens `/search?q=…`; offline it says why nothing happens. */
export function SearchField({ text, onText, focusOnMount = false, onClose }: Props) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { offline } = useOfflineGuard();
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // Whether the plain input has focus as the combobox replaces it: the combobox then takes it over,
  // caret at the end, so typing goes on uninterrupted.
  const [plainHasFocus, setPlainHasFocus] = useState(false);
  const plainInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) plainInput.current?.focus();
    // Only when the field opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (words: string) => {
    const q = cleanQuery(words);
    if (offline || !q) return;
    dispatch(searchSubmitted(q));
    navigate(searchPathFor(q));
    (document.activeElement as HTMLElement | null)?.blur();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // After the event: a navigation (a transition) started inside a prevented submit would make
    // React 19 treat it as the form's action and build its FormData for nothing.
    queueMicrotask(() => submit(text));
  };
  const want = () => {
    SearchCombobox.preload();
    // A transition keeps the plain input on screen (and typed into) until the combobox has loaded.
    startTransition(() => setWanted(true));
  };

  const plain = (
    <SearchInput
      autoComplete="off"
      name="q"
      ref={plainInput}
      value={text}
      onChange={(event) => onText((event.target as HTMLInputElement).value)}
      onFocus={() => {
        setPlainHasFocus(true);
        want();
      }}
      onBlur={() => setPlainHasFocus(false)}
      onPointerDown={want}
      onKeyDown={(event) => event.key === 'Escape' && onClose?.()}
    />
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label="Products"
      // Before the app has the page, Enter goes to the search page the server draws (docs/taps.md).
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerEnter={SearchCombobox.preload}
      sx={{ position: 'relative', width: '100%' }}
    >
      <SearchIcon sx={{ position: 'absolute', left: 12, top: 10, color: 'text.secondary', pointerEvents: 'none', zIndex: 1 }} />
      {/* One boundary throughout: the transition keeps showing the plain input while the combobox loads. */}
      <ErrorBoundary fallback={plain}>
        <Suspense fallback={plain}>
          {wanted ? (
            <SearchCombobox
              text={text}
              onText={onText}
              onSubmit={submit}
              onClose={onClose}
              takeFocus={focusOnMount || plainHasFocus}
              offline={offline}
            />
          ) : (
            plain
          )}
        </Suspense>
      </ErrorBoundary>
      {offline && focused && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 3,
            color: 'text.primary',
            zIndex: 2,
          }}
        >
          {OFFLINE_TEXT}
        </Box>
      )}
    </Box>
  );
}
