import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { Link as RouterLink } from 'react-router-dom';
import { commitWithoutWaiting } from '@/components/imageLoad';
import { useAppSelector } from '@/state/hooks';
import { selectStoreInfo, selectStoreInfoStatus, selectStoreName } from '@/features/store-info/storeInfoApi';

/** The store's logo and name, linking home; a skeleton until store info answers, never the default brand first. */
export function BrandLink() {
  const loading = useAppSelector(selectStoreInfoStatus) === 'loading';
  const name = useAppSelector(selectStoreName);
  const logoUrl = useAppSelector(selectStoreInfo)?.companyLogoUrl;
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={loading ? 'Home' : undefined}
      aria-busy={loading || undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, minHeight: 44 }}
    >
      {loading ? (
        <>
          <Skeleton variant="circular" width={28} height={28} />
          <Skeleton variant="text" width={112} sx={{ fontSize: '1.25rem' }} data-testid="brand-skeleton" />
        </>
      ) : (
        <>
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt=""
              onLoad={commitWithoutWaiting}
              sx={{ width: 32, height: 32, borderRadius: 1, flexShrink: 0 }}
            />
          ) : (
            <SportsSoccerIcon color="primary" aria-hidden sx={{ flexShrink: 0 }} />
          )}
          {/* A long name wraps between words on a narrow phone, to two lines at most (beside the
              search, cart and menu buttons a third would push the header past its height). */}
          <Typography
            component="span"
            sx={{
              fontWeight: 800,
              fontSize: { xs: '0.95rem', sm: '1.25rem' },
              lineHeight: 1.15,
              overflowWrap: 'break-word',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {name}
          </Typography>
        </>
      )}
    </Box>
  );
}
