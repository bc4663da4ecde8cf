import { ContactDetailsList, ShopLink } from './PolicyParts';
import type { PolicyContentProps } from './policyContent';

export default function ShippingPolicy({ company, website }: PolicyContentProps) {
  return (
    <>
      <p>
        This Shipping Policy explains how {company.companyName} delivers orders placed on {website}.
      </p>

      <h2>Shipping charges</h2>
      <p>Shipping is free on every order delivered within India.</p>

      <h2>Delivery times</h2>
      <ul>
        <li>
          <strong>Normal orders</strong> are delivered in 0-7 working days from the date the order is confirmed.
        </li>
        <li>
          <strong>Bulk orders</strong> are delivered in 10-15 business days.
        </li>
      </ul>
      <p>
        Delivery times are estimates. Public holidays, weather, remote pin codes or courier delays can occasionally add a few days; we will
        keep you informed if your order is held up.
      </p>

      <h2>Tracking your order</h2>
      <p>
        Once your order has shipped you can follow it on our <ShopLink to="/track-order">Track Order</ShopLink> page with your order number
        and the e-mail address or phone number used for the order.
      </p>

      <h2>Delivery address</h2>
      <p>
        Please make sure your shipping address and phone number are complete and correct. We cannot be responsible for delays or losses
        caused by an incorrect address.
      </p>

      <h2>Contact us</h2>
      <p>Our dispatch team works from {company.companyAddress}. For help with a delivery, contact:</p>
      <ContactDetailsList company={company} />
    </>
  );
}
