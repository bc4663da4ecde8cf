import type { CompanyDetails } from '../companyDetails';

/** What a default policy text fills its placeholders from. */
export interface PolicyContentProps {
  company: CompanyDetails;
  /** The shop's own address on the web (window.location.origin). */
  website: string;
}
