import type { StoreInfo } from '@/features/store-info/storeInfo';

/** The company's contact details as shown on policy and contact pages. */
export interface CompanyDetails {
  companyName: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
  companyLogoUrl: string;
}

/** Sample text shown while the store has not filled a detail in (spec §2, §9). */
export const COMPANY_FALLBACKS: CompanyDetails = {
  companyName: 'Company Name',
  companyAddress: 'Company Address',
  companyEmail: 'support@example.com',
  companyPhone: 'Phone Number',
  companyLogoUrl: '',
};

export function toCompanyDetails(info: StoreInfo | undefined): CompanyDetails {
  return {
    companyName: info?.companyName || COMPANY_FALLBACKS.companyName,
    companyAddress: info?.companyAddress || COMPANY_FALLBACKS.companyAddress,
    companyEmail: info?.companyEmail || COMPANY_FALLBACKS.companyEmail,
    companyPhone: info?.companyPhone || COMPANY_FALLBACKS.companyPhone,
    companyLogoUrl: info?.companyLogoUrl || COMPANY_FALLBACKS.companyLogoUrl,
  };
}
