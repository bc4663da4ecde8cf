import { ContactDetailsList, EmailLink, ShopLink } from './PolicyParts';
import type { PolicyContentProps } from './policyContent';

export default function ReturnPolicy({ company, website }: PolicyContentProps) {
  return (
    <>
      <p>
        We want you to be happy with everything you buy from {company.companyName} on {website}. This policy explains how to cancel an order
        and when goods can be returned.
      </p>

      <h2>Cancellations</h2>
      <p>
        You may cancel an order within 0-7 days of receiving it. To cancel, write to <EmailLink email={company.companyEmail} /> or call{' '}
        {company.companyPhone} with your order number. Cancellation requests received after this period cannot be accepted.
      </p>

      <h2>Returns</h2>
      <p>We accept returns only of goods that:</p>
      <ul>
        <li>were bought in the last 0-7 days;</li>
        <li>are unused and in their original packaging, with all tags, labels and accessories.</li>
      </ul>

      <h2>Goods that cannot be returned</h2>
      <ul>
        <li>personalised or custom-made goods;</li>
        <li>hygiene goods (such as innerwear, mouthguards and bottles) whose seal has been opened;</li>
        <li>goods that have been mixed with other items or are returned incomplete.</li>
      </ul>

      <h2>How to return an item</h2>
      <ol>
        <li>
          Contact us with your order number (you can look it up under <ShopLink to="/track-order">Track Order</ShopLink>) and the reason for
          the return.
        </li>
        <li>We confirm whether the item is eligible and tell you how to send it back.</li>
        <li>
          After the item reaches us and passes inspection, your refund is processed as described in our{' '}
          <ShopLink to="/refund">Refund Policy</ShopLink>.
        </li>
      </ol>

      <h2>Contact us</h2>
      <ContactDetailsList company={company} />
    </>
  );
}
