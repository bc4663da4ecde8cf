import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_SHORT_MESSAGE, shortLineText, type ShortLine } from '@rules/stock';
import { paths } from '@/utils/paths';

interface Props {
  lines: ShortLine[];
  /** The product's name by id, as the cart holds it. */
  nameOf: (productId: string) => string;
}

/** Checkout's last resort, the server's 409: exactly which lines are short, and the way back to fix them in the cart (kept whole). */
export function ShortLinesAlert({ lines, nameOf }: Props) {
  if (lines.length === 0) return null;
  return (
    <Alert
      severity="warning"
      aria-labelledby="short-lines-title"
      action={
        <Button component={RouterLink} to={paths.cart} color="inherit" size="small">
          Fix in cart
        </Button>
      }
    >
      <AlertTitle id="short-lines-title">{ORDER_SHORT_MESSAGE}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {lines.map((line) => {
          const name = nameOf(line.productId);
          return (
            <li key={JSON.stringify([line.productId, line.size, line.color])}>
              {line.size ? `${name}${line.color ? ` (${line.color})` : ''}: ` : ''}
              {shortLineText(line.available, line.size ?? '', name)}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
