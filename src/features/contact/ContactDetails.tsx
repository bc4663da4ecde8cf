import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { toCompanyDetails } from '@/features/policies/companyDetails';
import type { StoreInfo } from '@/features/store-info/storeInfo';
import { SUPPORT_HOURS } from './contact';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Box>
      <div>
        <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="div">{children}</Typography>
      </div>
    </Box>
  );
}

/** Company, e-mail, phone with support hours, address and social links (spec §2 Contact). */
export function ContactDetails({ info }: { info: StoreInfo | undefined }) {
  const company = toCompanyDetails(info);
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 2.5 }}>
      <Detail icon={<BusinessOutlined />} label="Company">
        {company.companyName}
      </Detail>
      <Detail icon={<EmailOutlined />} label="Email">
        <Link href={`mailto:${company.companyEmail}`}>{company.companyEmail}</Link>
      </Detail>
      <Detail icon={<PhoneOutlined />} label="Phone">
        {info?.companyPhone ? <Link href={`tel:${info.companyPhone.replace(/\s+/g, '')}`}>{info.companyPhone}</Link> : company.companyPhone}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Support: {SUPPORT_HOURS}
        </Typography>
      </Detail>
      <Detail icon={<LocationOnOutlined />} label="Address">
        {company.companyAddress}
      </Detail>
      <Box sx={{ color: 'primary.main' }}>
        <SocialLinks links={info?.socialLinks ?? {}} />
      </Box>
    </Box>
  );
}
