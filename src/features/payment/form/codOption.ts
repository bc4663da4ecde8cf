import type { DeliveryCheck } from '@/features/delivery/useDeliveryCheck';
import { codRefusalText } from '@/features/delivery/deliveryTexts';
import { formatInr } from '@rules/money';
import type { PaymentField } from '../payment';

/** The value of the cash-on-delivery option in the server's method select. */
export const COD_OPTION = 'cod';

/**
 * The payment fields as the order's pincode allows: where the delivery check says cash on delivery
 * is not available, its option is left out and the select says why in one line; where it costs a
 * fee, the option names it. With no answer (no delivery check, offline) the fields stay as sent:
 * the server still refuses a cash payment it does not take.
 */
export function withCodAvailability(fields: PaymentField[], check: DeliveryCheck): PaymentField[] {
  if (check.kind !== 'served') return fields;
  const { cod } = check.delivery;
  return fields.map((field) => {
    if (field.type !== 'select' || !field.options.some((option) => option.value === COD_OPTION)) return field;
    if (!cod.available) {
      return {
        ...field,
        options: field.options.filter((option) => option.value !== COD_OPTION),
        description: codRefusalText(check.delivery),
      };
    }
    if (cod.fee <= 0) return field;
    return {
      ...field,
      options: field.options.map((option) =>
        option.value === COD_OPTION ? { ...option, label: `${option.label} (+ ${formatInr(cod.fee)} fee)` } : option,
      ),
    };
  });
}
