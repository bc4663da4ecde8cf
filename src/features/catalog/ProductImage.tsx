import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { FALLBACK_IMAGE } from './fallbackImage';

interface Props {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
  /** The page's likely largest paint (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
}

/** A product picture that falls back to a placeholder when missing or broken (spec §8). */
export function ProductImage({ src, alt, sx, loading = 'lazy', priority = false }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_IMAGE : src;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      sx={{ display: 'block', width: '100%', objectFit: 'cover', bgcolor: 'grey.100', ...sx }}
    />
  );
}
