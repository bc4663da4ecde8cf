import Link from '@mui/material/Link';

export function SkipLink() {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
