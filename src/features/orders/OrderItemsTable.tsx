import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatOrderMoney } from '@/utils/money';
import type { OrderItem } from './order';

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
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{item.name}</TableCell>
            <TableCell align="right">{item.quantity}</TableCell>
            <TableCell align="right">{formatOrderMoney(item.price)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
