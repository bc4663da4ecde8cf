import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useGetStoreInfoQuery } from '@/features/store-info/storeInfoApi';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

export function ContactScreen() {
  usePageTitle('Contact Us');
  const { data: info } = useGetStoreInfoQuery();

  return (
    <ScreenFrame width="lg" padding="roomy">
      <Typography variant="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 640 }}>
        Questions about an order, a product or your account? Send us a message and our team will get back to you.
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2.5 }}>
              Get in touch
            </Typography>
            <ContactDetails info={info} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2.5 }}>
              Send us a message
            </Typography>
            <ContactForm />
          </Paper>
        </Grid>
      </Grid>
    </ScreenFrame>
  );
}
