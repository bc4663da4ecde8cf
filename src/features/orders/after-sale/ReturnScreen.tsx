import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/layout/PageLoading';
import { ScreenFrame } from '@/components/layout/ScreenFrame';
import { usePageTitle } from '@/features/seo/title/usePageTitle';
import { paths } from '@/utils/paths';
import { useGetOrdersQuery } from '../ordersApi';
import { useGetOrderAfterSaleQuery } from './afterSaleApi';
import { ReturnForm } from './ReturnForm';

function Refused({ orderId, children }: { orderId: string; children: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="info" sx={{ width: '100%' }}>
        {children}
      </Alert>
      <Button component={RouterLink} to={paths.order(orderId)}>
        Back to the order
      </Button>
    </Box>
  );
}

/** Returning or exchanging lines of a delivered order, as far as the server says it can be. */
export function ReturnScreen() {
  const { orderId = '' } = useParams();
  usePageTitle(`Return or exchange: order ${orderId}`);
  const orders = useGetOrdersQuery();
  const order = orders.data?.find((candidate) => candidate.id === orderId);
  const afterSale = useGetOrderAfterSaleQuery(orderId, { skip: !order || order.timeline === null });

  let content;
  if (orders.isLoading || afterSale.isLoading) content = <PageLoading />;
  else if (!order)
    content = (
      <Refused orderId={orderId}>
        {orders.isError ? 'Failed to load your orders. Please try again.' : `Your account has no order ${orderId}.`}
      </Refused>
    );
  else if (afterSale.isError)
    content = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>Could not load what this order allows. Please try again.</Typography>
        <Button variant="outlined" onClick={() => void afterSale.refetch()} disabled={afterSale.isFetching}>
          Try Again
        </Button>
      </Box>
    );
  else if (order.timeline === null || !afterSale.data?.offered || !afterSale.data.eligibility)
    content = <Refused orderId={orderId}>Returns of this order cannot be requested here. Please contact us and we will help.</Refused>;
  else if (!afterSale.data.eligibility.returnable)
    content = <Refused orderId={orderId}>{afterSale.data.eligibility.returnRefusal || 'This order cannot be returned now.'}</Refused>;
  else content = <ReturnForm order={order} eligibility={afterSale.data.eligibility} />;

  return (
    <ScreenFrame width="sm" heading="Return or exchange">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Order #{orderId}
      </Typography>
      {content}
    </ScreenFrame>
  );
}
