import { ContactDetailsList, ShopLink } from './PolicyParts';
import type { PolicyContentProps } from './policyContent';

export default function RefundPolicy({ company, website }: PolicyContentProps) {
  return (
    <>
      <p>
        This Refund Policy explains how {company.companyName} refunds purchases made on {website}. Please read it together with our{' '}
        <ShopLink to="/return">Return Policy</ShopLink>, which sets out which goods can be returned.
      </p>

      <h2>When a refund is due</h2>
      <ul>
        <li>an order you cancelled before it was shipped;</li>
        <li>a return that has reached us and passed our quality check;</li>
        <li>goods that arrived damaged, defective or different from what you ordered;</li>
        <li>an order we could not fulfil, for example because an item went out of stock.</li>
      </ul>

      <h2>How refunds are paid</h2>
      <p>
        Once a refund is approved we notify you by e-mail. Approved refunds are credited to the original source of payment (the card, bank
        account or UPI account you paid with) within 0-7 working days. Your bank or payment provider may take a little longer to show the
        credit on your statement.
      </p>
      <p>
        Shipping is free on every order, so there are no shipping charges to refund or deduct. Refunds are made in Indian Rupees (INR) for
        the amount you actually paid.
      </p>

      <h2>Late or missing refunds</h2>
      <p>
        If you have not received an approved refund after 7 working days, please check with your bank or card issuer first, then contact us
        and we will trace the payment for you.
      </p>

      <h2>Contact us</h2>
      <p>Questions about a refund can be sent to:</p>
      <ContactDetailsList company={company} />
    </>
  );
}
