import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatOrderMoney } from '@/utils/money';
import { describeItemOptions, type OrderItem } from './order';

export function OrderItemsTable({ items, caption }: { items: OrderItem[]; caption: string }) {
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
