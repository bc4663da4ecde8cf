import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { lacksEndpoint } from '@rules/missingEndpoint';
import { paths } from '@/utils/paths';
import { useDeleteStockAlertMutation, useGetStockAlertsQuery } from './stockApi';
import { wishedOption } from './stockAlert';
import { STOCK_ALERT_TEXTS } from './stockTexts';

/**
 * The account's "Notify me" wishes, each removable. Nothing at all where the API keeps no wishes
 * (it answers 404 or 405) or the list cannot be read: the account page is whole without it.
 */
export function StockAlertsList() {
  const { data, error } = useGetStockAlertsQuery();
  const [remove, { isLoading: removing }] = useDeleteStockAlertMutation();
  if (error && 'status' in error && lacksEndpoint(error.status)) return null;
  if (!data) return null;
  return (
    <section aria-labelledby="stock-alerts-heading">
      <Typography id="stock-alerts-heading" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {STOCK_ALERT_TEXTS.accountHeading}
      </Typography>
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {STOCK_ALERT_TEXTS.accountEmpty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.map((alert) => {
            const what = `${alert.productTitle}, ${wishedOption(alert)}`;
            return (
              <ListItem
                key={alert.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={STOCK_ALERT_TEXTS.remove(what)}
                    disabled={removing}
                    onClick={() => void remove(alert.id)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={paths.product(alert.productId)}>
                      {alert.productTitle}
                    </Link>
                  }
                  secondary={`${wishedOption(alert)} · ${alert.sent ? STOCK_ALERT_TEXTS.sent : STOCK_ALERT_TEXTS.waiting} · ${alert.email}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
