import { lazy, Suspense, type ComponentType } from 'react';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/utils/paths';
import { useShopOrigin } from '@/utils/shopOrigin';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { useGetStoreInfoQuery } from '@/features/store-info/storeInfoApi';
import { toCompanyDetails } from './companyDetails';
import type { PolicyContentProps } from './content/policyContent';
import { fillPlaceholders } from './placeholders';
import { PolicyHtml } from './PolicyHtml';
import { isPolicySlug, POLICY_TITLES, type PolicySlug } from './policySlugs';
import { policyTypography } from './policyTypography';

// Each default text is its own chunk: only the page being read is downloaded.
const DEFAULT_CONTENT: Record<PolicySlug, ComponentType<PolicyContentProps>> = {
  terms: lazy(() => import('./content/TermsAndConditions')),
  privacy: lazy(() => import('./content/PrivacyPolicy')),
  refund: lazy(() => import('./content/RefundPolicy')),
  return: lazy(() => import('./content/ReturnPolicy')),
  shipping: lazy(() => import('./content/ShippingPolicy')),
  about: lazy(() => import('./content/AboutUs')),
};

export function PolicyScreen() {
  const { policyType } = useParams();
  if (!isPolicySlug(policyType)) return <Navigate to={paths.notFound} replace />;
  return <PolicyPage slug={policyType} />;
}

function PolicyPage({ slug }: { slug: PolicySlug }) {
  const { data: info, isLoading } = useGetStoreInfoQuery();
  const origin = useShopOrigin();
  const title = POLICY_TITLES[slug];
  // '{title} | {companyName}'; without a company name the layout falls back to the store name.
  usePageTitle(title, info?.companyName || undefined);

  const company = toCompanyDetails(info);
  const serverHtml = info?.policies[slug]?.trim();
  const Content = DEFAULT_CONTENT[slug];

  return (
    <ScreenFrame component="article" width="md" padding="roomy">
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {/* Wait for store info, so a server text never flashes the default one first. */}
      {isLoading ? (
        <PageLoading />
      ) : (
        <Typography component="div" variant="body1" sx={policyTypography}>
          {serverHtml ? (
            <PolicyHtml html={fillPlaceholders(serverHtml, company)} title={title} />
          ) : (
            <Suspense fallback={<PageLoading />}>
              <Content company={company} website={origin} />
            </Suspense>
          )}
        </Typography>
      )}
    </ScreenFrame>
  );
}
