import type { CompanyDetails } from '../companyDetails';

/** What a default policy text fills its placeholders from. */
export interface PolicyContentProps {
  company: CompanyDetails;
  /** The shop's own address on the web (useShopOrigin: the page's, or the one a page server answers as). */
  website: string;
}
