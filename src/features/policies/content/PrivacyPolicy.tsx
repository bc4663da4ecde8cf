import { ContactDetailsList, EmailLink } from './PolicyParts';
import type { PolicyContentProps } from './policyContent';

export default function PrivacyPolicy({ company, website }: PolicyContentProps) {
  return (
    <>
      <p>
        {company.companyName} (&quot;we&quot;, &quot;us&quot;) respects your privacy. This policy explains what personal information we
        collect when you use {website}, how we use it and the choices you have. It is published in accordance with the Information
        Technology Act, 2000 and the rules made under it.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and password when you register.
        </li>
        <li>
          <strong>Order details:</strong> shipping address, phone number and the products you buy.
        </li>
        <li>
          <strong>Payment details:</strong> processed by our payment partners; we do not store card numbers.
        </li>
        <li>
          <strong>Technical data:</strong> a sign-in cookie and basic device information needed to run the website.
        </li>
      </ul>

      <h2>How we use your information</h2>
      <ul>
        <li>to process, deliver and support your orders;</li>
        <li>to manage your account and answer your questions;</li>
        <li>to prevent fraud and keep the website secure;</li>
        <li>to send you updates you have asked for, such as our newsletter, which you can leave at any time.</li>
      </ul>

      <h2>Sharing your information</h2>
      <p>
        We do not sell your personal information. We share it only with service providers who help us run the shop (such as couriers and
        payment partners), and with authorities where the law requires it.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a cookie to keep you signed in and store your cart on your device. You can clear them in your browser at any time; you will
        then need to sign in again.
      </p>

      <h2>Data security and retention</h2>
      <p>
        We use reasonable security practices to protect your information and keep it only as long as needed for the purposes above or as
        required by law.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask to see, correct or delete the personal information we hold about you by writing to{' '}
        <EmailLink email={company.companyEmail} />.
      </p>

      <h2>Grievance Officer</h2>
      <p>
        In accordance with the Information Technology Act, 2000 and the rules made under it, our Grievance Officer handles any complaint
        about the processing of your personal information:
      </p>
      <ContactDetailsList company={company} contactTitle="Grievance Officer">
        <li>Office hours: Monday-Friday, 10:00-17:00</li>
      </ContactDetailsList>

      <h2>Contact us</h2>
      <ContactDetailsList company={company} />
    </>
  );
}
