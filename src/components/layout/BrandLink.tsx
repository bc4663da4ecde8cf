import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectStoreInfo, selectStoreName } from '@/features/store-info/storeInfoApi';

export function BrandLink() {
  const name = useAppSelector(selectStoreName);
  const logoUrl = useAppSelector(selectStoreInfo)?.companyLogoUrl;
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      {logoUrl ? (
        <Box component="img" src={logoUrl} alt="" sx={{ width: 32, height: 32, borderRadius: 1 }} />
      ) : (
        <SportsSoccerIcon color="primary" aria-hidden />
      )}
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 800 }}>
        {name}
      </Typography>
    </Box>
  );
}
