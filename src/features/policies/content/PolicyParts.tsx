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
interface ContactDetailsListProps {
  company: CompanyDetails;
  /** Who is reached, e.g. 'Grievance Officer'; the company name alone by default. */
  contactTitle?: string;
  children?: ReactNode;
}

export function ContactDetailsList({ company, contactTitle, children }: ContactDetailsListProps) {
  return (
    <ul>
      <li>
        <strong>{contactTitle ? `${contactTitle}, ${company.companyName}` : company.companyName}</strong>
      </li>
      <li>Address: {company.companyAddress}</li>
      <li>
        E-mail: <EmailLink email={company.companyEmail} />
      </li>
      <li>Phone: {company.companyPhone}</li>
      {children}
    </ul>
  );
}
