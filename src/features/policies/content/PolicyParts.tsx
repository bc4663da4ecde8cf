import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanyDetails } from '../companyDetails';

/** A link to another screen of the shop. */
export function ShopLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <Link href={`mailto:${email}`}>{email}</Link>;
}

/** The company's postal and electronic contact details, as closing policy sections use them. */
export function ContactDetailsList({ company }: { company: CompanyDetails }) {
  return (
    <ul>
      <li>
        <strong>{company.companyName}</strong>
      </li>
      <li>Address: {company.companyAddress}</li>
      <li>
        E-mail: <EmailLink email={company.companyEmail} />
      </li>
      <li>Phone: {company.companyPhone}</li>
    </ul>
  );
}
