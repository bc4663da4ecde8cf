import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WriteReviewLink } from '@/features/reviews/write/WriteReviewLink';
import { formatOrderMoney } from '@rules/money';
import { describeItemOptions, type OrderItem } from './order';

interface Props {
  items: OrderItem[];
  caption: string;
  /** The order is paid (or confirmed for cash on delivery): each line offers "Write a review". */
  reviewable?: boolean;
}

export function OrderItemsTable({ items, caption, reviewable = false }: Props) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, index) => {
          const options = describeItemOptions(item);
          return (
            // Two sizes of one product may share an id when the server leaves item ids out.
            <TableRow key={`${index}-${item.id}`}>
              <TableCell>
                {item.name}
                {options && (
                  <Typography variant="body2" color="text.secondary">
                    {options}
                  </Typography>
                )}
                {reviewable && item.productId && (
                  <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                    <WriteReviewLink productId={item.productId} variant="order" />
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatOrderMoney(item.price)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
