import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { commitWithoutWaiting } from '@/components/imageLoad';
import { FALLBACK_IMAGE } from './fallbackImage';

interface Props {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
  /** The page's likely largest paint (LCP): fetched first and at once, never lazily. */
  priority?: boolean;
  /** Width to height as shown (the `sx` aspect ratio): the picture's size attributes say it before any CSS arrives. */
  ratio?: readonly [number, number];
}

// The reference server's pictures are 800 px wide; any size with the right ratio would do.
const INTRINSIC_WIDTH = 800;

/** A product picture that falls back to a placeholder when missing or broken (spec §8). */
export function ProductImage({ src, alt, sx, loading = 'lazy', priority = false, ratio = [1, 1] }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? FALLBACK_IMAGE : src;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      width={INTRINSIC_WIDTH}
      height={Math.round((INTRINSIC_WIDTH * ratio[1]) / ratio[0])}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
      onLoad={commitWithoutWaiting}
      sx={{ display: 'block', width: '100%', height: 'auto', objectFit: 'cover', bgcolor: 'grey.100', ...sx }}
    />
  );
}
