import { ContactDetailsList, ShopLink } from './PolicyParts';
import type { PolicyContentProps } from './policyContent';

export default function TermsAndConditions({ company, website }: PolicyContentProps) {
  return (
    <>
      <p>
        These Terms and Conditions govern your use of {website} (the &quot;website&quot;), operated by {company.companyName},{' '}
        {company.companyAddress} (&quot;we&quot;, &quot;us&quot;). By using the website or placing an order you agree to these terms. If you
        do not agree, please do not use the website.
      </p>

      <h2>1. Eligibility and your account</h2>
      <ul>
        <li>You must be at least 18 years old, or use the website under the supervision of a parent or guardian.</li>
        <li>You are responsible for keeping your account password confidential and for all activity on your account.</li>
        <li>The information you give us must be true, complete and kept up to date.</li>
      </ul>

      <h2>2. Products and prices</h2>
      <p>
        We try to describe and show every product accurately, but colours and details may vary slightly from the images. Prices are in
        Indian Rupees (INR) and include applicable taxes unless stated otherwise. We may change prices and availability at any time; the
        price that applies is the one shown when you place your order.
      </p>

      <h2>3. Orders and payment</h2>
      <p>
        An order is an offer to buy. We may accept or decline it, for example if an item is out of stock or a price was shown in error; if
        we decline after you have paid, we refund you in full. Payments are processed by our payment partners; we do not store your card
        details.
      </p>

      <h2>4. Shipping, returns and refunds</h2>
      <p>
        Delivery, cancellation, returns and refunds are governed by our <ShopLink to="/shipping">Shipping Policy</ShopLink>,{' '}
        <ShopLink to="/return">Return Policy</ShopLink> and <ShopLink to="/refund">Refund Policy</ShopLink>, which form part of these terms.
      </p>

      <h2>5. Use of the website</h2>
      <p>You agree not to:</p>
      <ul>
        <li>use the website for any unlawful or fraudulent purpose;</li>
        <li>attempt to gain unauthorised access to the website, its servers or other users&apos; accounts;</li>
        <li>copy, reproduce or resell any part of the website without our written permission.</li>
      </ul>

      <h2>6. Intellectual property</h2>
      <p>
        All content on the website, including text, images, logos and software, belongs to {company.companyName} or its licensors and is
        protected by Indian and international intellectual property laws.
      </p>

      <h2>7. Limitation of liability</h2>
      <p>
        To the extent permitted by law, we are not liable for indirect or consequential losses arising from your use of the website. Nothing
        in these terms limits your rights under the Consumer Protection Act, 2019.
      </p>

      <h2>8. Governing law and jurisdiction</h2>
      <p>
        These terms are governed by and construed in accordance with the laws of India, including the Information Technology Act, 2000. Any
        dispute arising out of or in connection with these terms or your use of the website is subject to the exclusive jurisdiction of the
        competent courts in India having jurisdiction over the place of our registered office.
      </p>

      <h2>9. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The version published on this page applies to every order placed after it is published.
      </p>

      <h2>10. Contact us</h2>
      <ContactDetailsList company={company} />
    </>
  );
}
