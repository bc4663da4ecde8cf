import { ContactDetailsList, ShopLink } from './PolicyParts';
import type { PolicyContentProps } from './policyContent';

export default function AboutUs({ company, website }: PolicyContentProps) {
  return (
    <>
      <p>
        {company.companyName} is a sports and fitness store for people who train, play and move every day. Through {website} we bring gym
        equipment, sports shoes, training gear, yoga accessories and outdoor essentials to athletes across India.
      </p>

      <h2>What we stand for</h2>
      <ul>
        <li>
          <strong>Honest gear:</strong> products we would use ourselves, described accurately and priced fairly.
        </li>
        <li>
          <strong>Free shipping:</strong> every order ships free, with clear delivery times.
        </li>
        <li>
          <strong>Easy help:</strong> a support team that answers, and simple returns when something is not right.
        </li>
      </ul>

      <h2>Shop with us</h2>
      <p>
        Browse our <ShopLink to="/products">full range</ShopLink>, or read how we handle <ShopLink to="/shipping">shipping</ShopLink> and{' '}
        <ShopLink to="/return">returns</ShopLink>.
      </p>

      <h2>Get in touch</h2>
      <p>
        We would love to hear from you. Visit our <ShopLink to="/contact">contact page</ShopLink> or reach us at:
      </p>
      <ContactDetailsList company={company} />
    </>
  );
}
