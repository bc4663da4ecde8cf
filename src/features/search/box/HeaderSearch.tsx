import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation } from 'react-router-dom';
import { wordsOf } from '../searchWords';
import { SearchCombobox, SearchField } from './SearchField';

/**
 * The header's search: a box on wide screens, a button on phones that opens a full-width field
 * over the header. Both show the words of the results on screen (`/search?q=…`) and otherwise what
 * the shopper is typing; each navigation starts again from its own URL.
 */
export function HeaderSearch() {
  const { pathname, search, key } = useLocation();
  const urlQ = wordsOf(pathname, search);
  const [text, setText] = useState(urlQ);
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    setText(urlQ);
  }
  // Open only on the page it was opened on, as the phone menu: any navigation closes it.
  const [phoneOpenAt, setPhoneOpenAt] = useState<string | null>(null);
  const phoneOpen = phoneOpenAt === key;
  const closePhone = () => setPhoneOpenAt(null);

  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, flex: '1 1 auto', justifyContent: 'center', mx: 2, minWidth: 0 }}>
        <Box sx={{ width: '100%', maxWidth: 480 }}>
          <SearchField text={text} onText={setText} />
        </Box>
      </Box>
      <Box sx={{ display: { md: 'none' }, flexGrow: 1 }} />
      <IconButton
        aria-label="Search"
        aria-expanded={phoneOpen}
        aria-controls="phone-search"
        onClick={() => setPhoneOpenAt(key)}
        {...SearchCombobox.openerProps}
        sx={{ display: { md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {phoneOpen && (
        <Box
          id="phone-search"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            bgcolor: 'background.paper',
          }}
        >
          <IconButton aria-label="Close search" onClick={closePhone}>
            <ArrowBackIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <SearchField text={text} onText={setText} focusOnMount onClose={closePhone} />
          </Box>
        </Box>
      )}
    </>
  );
}
