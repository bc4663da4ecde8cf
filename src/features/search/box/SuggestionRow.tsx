import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { ProductImage } from '@/entities/product/ProductImage';
import { formatInr } from '@rules/money';
import type { Suggestion } from '../searchResult';

export type Option = Suggestion | { kind: 'recent'; text: string };

interface Props {
  props: HTMLAttributes<HTMLLIElement>;
  option: Option;
  onRemove: () => void;
}

const iconSx = { color: 'text.secondary', flexShrink: 0 } as const;

/** A product with its thumbnail, name and price; a category; a wording; a recent search with its remove button. */
export function SuggestionRow({ props, option, onRemove }: Props) {
  return (
    <Box component="li" {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 48 }}>
      {option.kind === 'product' ? (
        <>
          <ProductImage src={option.image} alt="" sx={{ width: 40, height: 40, borderRadius: 1, flexShrink: 0 }} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{option.text}</Box>
            <Box sx={{ fontWeight: 700, fontSize: '0.875rem' }}>{formatInr(option.price)}</Box>
          </Box>
        </>
      ) : (
        <>
          {option.kind === 'recent' ? (
            <HistoryIcon sx={iconSx} />
          ) : option.kind === 'category' ? (
            <CategoryIcon sx={iconSx} />
          ) : (
            <SearchIcon sx={iconSx} />
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{option.kind === 'category' ? `All ${option.text}` : option.text}</Box>
          {option.kind === 'recent' && (
            // Mouse and touch only (the list keeps focus in the box); the keyboard's way is Delete.
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label={`Remove ${option.text} from recent searches`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.stopPropagation();
                onRemove();
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      )}
    </Box>
  );
}
