import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/state/hooks';
import { paths } from '@/utils/paths';
import { selectStoreInfo, selectStoreInfoStatus, selectStoreName } from '@/features/store-info/storeInfoApi';
import { ReportProblemButton } from '@/features/support/ReportProblemButton';
import { COMPANY_LINKS, FOOTER_CATEGORIES, HELP_LINKS } from './footerContent';
import { FooterLinks } from './FooterLinks';
import { FooterSection } from './FooterSection';
import { SocialLinks } from '@/components/layout/SocialLinks';

// The default skeleton tint does not show on the dark footer.
const skeletonSx = { bgcolor: 'grey.800' } as const;

const categoryLinks = FOOTER_CATEGORIES.map((label) => ({ label, to: paths.category(label) }));

export function Footer() {
  const info = useAppSelector(selectStoreInfo);
  const storeName = useAppSelector(selectStoreName);
  // Skeletons until store info answers: the default brand must not show and then switch.
  const loading = useAppSelector(selectStoreInfoStatus) === 'loading';
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      // A light focus ring: the theme's blue one does not show on the dark footer.
      sx={{
        bgcolor: 'grey.900',
        color: 'grey.100',
        pt: 5,
        pb: { xs: 10, md: 4 },
        mt: 6,
        '--focus-ring-color': (theme) => theme.palette.warning.light,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FooterSection id="footer-contact" title={loading ? <Skeleton width={160} sx={skeletonSx} /> : storeName}>
              <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.5 }}>
                {info?.companyAddress ? <span>{info.companyAddress}</span> : null}
                {info?.companyPhone ? (
                  <Link href={`tel:${info.companyPhone.replace(/\s+/g, '')}`} color="inherit">
                    {info.companyPhone}
                  </Link>
                ) : null}
                {info?.companyEmail ? (
                  <Link href={`mailto:${info.companyEmail}`} color="inherit">
                    {info.companyEmail}
                  </Link>
                ) : null}
              </Box>
              <SocialLinks links={info?.socialLinks ?? {}} />
            </FooterSection>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FooterSection id="footer-help" title="Help" collapsible>
              <FooterLinks links={HELP_LINKS} />
            </FooterSection>
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <FooterSection id="footer-company" title="Company" collapsible>
              <FooterLinks links={COMPANY_LINKS} />
            </FooterSection>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FooterSection id="footer-categories" title="Categories">
              <FooterLinks links={categoryLinks} />
            </FooterSection>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, color: 'grey.400' }}>
          {loading ? <Skeleton width={240} sx={skeletonSx} /> : `© ${year} ${storeName}. All rights reserved.`}
        </Typography>
        <ReportProblemButton color="inherit" size="small" sx={{ mt: 1, ml: -1 }} />
      </Container>
    </Box>
  );
}
