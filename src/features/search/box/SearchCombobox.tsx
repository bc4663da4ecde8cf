import { useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import { useForkRef } from '@mui/material/utils';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { SuggestionRow, type Option } from './SuggestionRow';
import { useSuggestQuery } from '../searchApi';
import { recentSearchRemoved, recentSearchesCleared, selectRecentSearches } from '../searchSlice';
import { cleanQuery } from '../searchWords';
import { SearchInput } from './SearchInput';
import { useDebouncedValue } from './useDebouncedValue';

/** Suggestions are asked for once typing pauses this long, and from 2 characters on. */
export const SUGGEST_DELAY_MS = 250;
const MIN_SUGGEST_LENGTH = 2;

const GROUPS: Record<Option['kind'], string> = {
  recent: 'Recent searches',
  product: 'Products',
  category: 'Categories',
  query: 'Searches',
};

interface Props {
  text: string;
  onText: (text: string) => void;
  onSubmit: (words: string) => void;
  onClose?: () => void;
  /** Replacing a focused plain input (or opening the phone's field): focus, caret at the end. */
  takeFocus: boolean;
  offline: boolean;
}

/**
 * The WAI-ARIA combobox of the header (MUI Autocomplete, free text): the shopper's recent searches
 * while the box is empty, then products, categories and wordings as they type. Arrow keys move,
 * Enter opens the highlighted suggestion or searches the words typed, Escape closes the list (and
 * then the phone's field), Delete removes a highlighted recent search. Only the answer for the
 * words on screen is shown (RTK Query's `currentData`): a late answer for earlier words is dropped.
 */
export function SearchCombobox({ text, onText, onSubmit, onClose, takeFocus, offline }: Props) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const recent = useAppSelector(selectRecentSearches);
  const q = cleanQuery(text);
  const asked = useDebouncedValue(q, SUGGEST_DELAY_MS);
  const { currentData: suggestions = [] } = useSuggestQuery(asked, { skip: offline || asked.length < MIN_SUGGEST_LENGTH });
  const [open, setOpen] = useState(false);
  const highlighted = useRef<Option | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const element = input.current;
    if (!takeFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // Only when it first takes the plain input's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const options: Option[] = offline
    ? []
    : q === ''
      ? recent.map((item) => ({ kind: 'recent', text: item }))
      : asked.length >= MIN_SUGGEST_LENGTH
        ? suggestions
        : [];

  const choose = (option: Option) => {
    setOpen(false);
    if (option.kind === 'product') navigate(paths.product(option.productId));
    else if (option.kind === 'category') navigate(paths.category(option.category));
    else onSubmit(option.text);
  };

  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      openOnFocus
      options={options}
      filterOptions={(all) => all}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') onText(value);
      }}
      value={null}
      // Words typed and Enter: the form submits them (a string here). A suggestion: it opens.
      onChange={(_event, option) => {
        if (option !== null && typeof option !== 'string') choose(option);
      }}
      open={open && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onHighlightChange={(_event, option) => (highlighted.current = option)}
      onKeyDown={(event) => {
        const option = highlighted.current;
        if (event.key === 'Delete' && open && option?.kind === 'recent') {
          dispatch(recentSearchRemoved(option.text));
          (event as typeof event & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
        } else if (event.key === 'Escape' && !open) onClose?.();
      }}
      groupBy={(option) => GROUPS[option.kind]}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.text)}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : option.kind === 'product' ? `product:${option.productId}` : `${option.kind}:${option.text}`
      }
      // The ARIA listbox pattern: a group per kind, labelled by its heading, holding the options.
      renderGroup={(params) => (
        <li key={params.key} role="group" aria-labelledby={`search-group-${params.key}`}>
          <ListSubheader
            id={`search-group-${params.key}`}
            component="div"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', lineHeight: '40px' }}
          >
            {params.group}
            {params.group === GROUPS.recent && (
              <Button
                size="small"
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => dispatch(recentSearchesCleared())}
              >
                Clear
              </Button>
            )}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, option) => (
        <SuggestionRow key={key} props={props} option={option} onRemove={() => dispatch(recentSearchRemoved(option.text))} />
      )}
      slotProps={{ listbox: { 'aria-label': 'Suggestions' }, popper: { sx: { zIndex: 1300 } } }}
      renderInput={(params) => (
        <div ref={params.slotProps.input.ref}>
          <ComboboxInput {...params.slotProps.htmlInput} inputRef={input} />
        </div>
      )}
    />
  );
}

/** The search input with Autocomplete's ref and the combobox's own (focus on takeover) on one element. */
function ComboboxInput({ ref, inputRef, ...props }: ComponentProps<'input'> & { inputRef: Ref<HTMLInputElement> }) {
  return <SearchInput {...props} ref={useForkRef(ref, inputRef)} />;
}
