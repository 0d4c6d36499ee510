import { Link } from 'react-router';
import type { Site } from '@anupalan/shared';
import type { LegalSection } from './components/legal-document';

/** The 12 section titles of the terms, in the spec's order (storefront §2 Terms and Conditions). */
export const TERMS_SECTION_TITLES = [
  'Acceptance of Terms',
  'Scope of Services',
  'User Obligations',
  'Account and Security',
  'Privacy Policy',
  'Accuracy of Information and Disclaimer',
  'Limitation of Liability',
  'Payments/Refunds/Cancellations',
  'Intellectual Property',
  'Termination',
  'Governing Law and Jurisdiction',
  'Contact Information',
] as const;

const IDS = [
  'acceptance-of-terms',
  'scope-of-services',
  'user-obligations',
  'account-and-security',
  'privacy-policy',
  'accuracy-of-information-and-disclaimer',
  'limitation-of-liability',
  'payments-refunds-cancellations',
  'intellectual-property',
  'termination',
  'governing-law-and-jurisdiction',
  'contact-information',
] as const;

/** Full text of the terms, with every fact of storefront §9 (refunds, liability, jurisdiction). */
export function termsSections(site: Site): LegalSection[] {
  const brand = site.brandName;
  const email = site.emails[0]!;
  const head = site.offices.find((o) => /head/i.test(o.label)) ?? site.offices[0]!;

  const bodies: React.ReactNode[] = [
    // 1. Acceptance of Terms
    <>
      <p>
        These Terms and Conditions govern your use of the {brand} website, mobile app and services. By browsing our website,
        creating an account, requesting a consultation or ordering a service, you agree to these terms. If you do not agree,
        please do not use our services.
      </p>
      <p>
        In these terms, &ldquo;we&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; mean {brand}; &ldquo;you&rdquo; means the person
        using our services.
      </p>
    </>,
    // 2. Scope of Services
    <>
      <p>
        We provide professional assistance with income tax, GST, startup registrations, company (MCA) compliance, trademarks, bank
        valuation and legal documentation. The exact work included in a service, its timeline and the documents it needs are
        described on the service&rsquo;s page before you pay.
      </p>
      <p>
        Some plans are <strong>self-filing</strong> plans, where you use our tools and guidance to file yourself; others are{' '}
        <strong>assisted</strong> plans, where one of our experts prepares and files for you. Government approvals (such as a
        registration, a trademark or a refund) are decided by the authorities, and we cannot guarantee their outcome or timing.
      </p>
    </>,
    // 3. User Obligations
    <>
      <p>To use our services you must:</p>
      <ul>
        <li>be a resident of India and of legal age (18 years or older) and able to enter into a binding contract;</li>
        <li>give us information and documents that are true, complete and your own, or that you are authorised to share;</li>
        <li>respond to our requests for information in time for us to meet filing deadlines;</li>
        <li>not use our services for any unlawful purpose, or to upload anything harmful, infringing or misleading;</li>
        <li>not try to break, overload or gain unauthorised access to our systems.</li>
      </ul>
    </>,
    // 4. Account and Security
    <>
      <p>
        You sign in with your mobile number or e-mail address, using a one-time password (OTP) or a password. You are responsible
        for keeping your password and OTPs secret and for everything done through your account. Never share an OTP with anyone,
        including anyone who says they are from {brand}.
      </p>
      <p>
        Tell us straight away at <a href={`mailto:${email}`}>{email}</a> if you think someone else has used your account. We may
        suspend an account to protect you or us if we see signs of misuse.
      </p>
    </>,
    // 5. Privacy Policy
    <>
      <p>
        How we collect, use, share and protect your personal data, and your rights under India&rsquo;s Digital Personal Data
        Protection Act, 2023, are explained in our <Link to="/privacy">Privacy Policy</Link>, which forms part of these terms.
      </p>
    </>,
    // 6. Accuracy of Information and Disclaimer
    <>
      <p>
        We work from the information and documents you give us. You are responsible for their accuracy; we are not responsible for
        errors, penalties or delays that result from incomplete, late or incorrect information.
      </p>
      <p>
        The articles, notices, due dates and other general content on our website are for information only and are not legal or
        tax advice for your situation. Laws, rates and deadlines change, and authorities sometimes extend due dates by
        notification; please confirm with us before acting on general content.
      </p>
    </>,
    // 7. Limitation of Liability
    <>
      <p>
        We perform our services with reasonable care and skill. To the extent the law allows, our total liability to you for any
        claim arising from a service is limited to the amount you paid us for that service. We are not liable for indirect or
        consequential losses, such as loss of profits or business, or for delays and outages of government portals and other
        systems outside our control.
      </p>
    </>,
    // 8. Payments/Refunds/Cancellations
    <>
      <p>
        All prices shown on our website and app include GST. Payments are made through our payment partner, and a GST invoice is
        issued for every payment.
      </p>
      <ul>
        <li>
          <strong>Self-filing plans</strong> can be refunded only before the service has been used.
        </li>
        <li>
          <strong>Assisted plans</strong> can be refunded only before an expert has started work on your request.
        </li>
        <li>Once a service has been initiated, no refunds or cancellations are possible.</li>
        <li>Refund requests are handled within 3&ndash;5 weeks of the request, to the original payment method.</li>
        <li>Processing charges (such as payment gateway fees) may be deducted from a refund.</li>
      </ul>
      <p>
        To ask for a refund or cancellation, write to <a href={`mailto:${email}`}>{email}</a> with your order details.
      </p>
    </>,
    // 9. Intellectual Property
    <>
      <p>
        The {brand} name and logo, our website and app, and their text, designs, graphics and software belong to us or our
        licensors. You may use them only to use our services. You may not copy, modify, distribute or create works based on them
        without our written permission.
      </p>
      <p>Documents you upload remain yours. You allow us to use them only to deliver the services you ordered.</p>
    </>,
    // 10. Termination
    <>
      <p>
        You may stop using our services and ask us to close your account at any time. We may suspend or terminate your access if
        you break these terms, misuse our services or if the law requires it.
      </p>
      <p>
        Termination does not affect work already completed, payments already due, or the parts of these terms that by their nature
        continue, such as limitation of liability and governing law. Records we must keep by law are kept as our Privacy Policy
        describes.
      </p>
    </>,
    // 11. Governing Law and Jurisdiction
    <>
      <p>
        These terms are governed by the laws of India. Any dispute arising from these terms or our services is subject to the
        exclusive jurisdiction of the courts in Odisha.
      </p>
    </>,
    // 12. Contact Information
    <>
      <p>Questions about these terms? Contact us:</p>
      <address className="not-italic">
        {brand}, {head.label}
        <br />
        {head.address}
        <br />
        E-mail:{' '}
        {site.emails.map((e, i) => (
          <span key={e}>
            {i > 0 && ', '}
            <a href={`mailto:${e}`}>{e}</a>
          </span>
        ))}
        <br />
        Phone: {site.phones.join(', ')}
      </address>
      <p>
        Complaints go to our grievance officer, {site.grievanceOfficer.name} ({site.grievanceOfficer.designation}),{' '}
        <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>, {site.grievanceOfficer.phone},{' '}
        {site.grievanceOfficer.address}. File one and follow it on our <Link to="/grievance">grievance redressal</Link> page: you
        get a ticket number at once, an acknowledgement within 48 hours and a resolution within one month.
      </p>
    </>,
  ];

  return TERMS_SECTION_TITLES.map((title, i) => ({ id: IDS[i]!, title, body: bodies[i] }));
}
