import { Link } from 'react-router';
import type { Site } from '@anupalan/shared';
import type { LegalSection } from './components/legal-document';

/** The 14 section titles of the privacy policy, in the spec's order (storefront §2 Privacy Policy). */
export const PRIVACY_SECTION_TITLES = [
  'Information We Collect',
  'How We Use Your Information',
  'Data Sharing and Disclosure',
  'Meta Ads and Lead Forms',
  'Google Ads/Analytics/Remarketing',
  'Data Security',
  'Data Retention and Deletion',
  'User Rights',
  "Children's Privacy",
  'Third-Party Links',
  'Policy Updates',
  'File and Media Access Permissions',
  'Contact and Grievance Officer',
  'Consent',
] as const;

const IDS = [
  'information-we-collect',
  'how-we-use-your-information',
  'data-sharing-and-disclosure',
  'meta-ads-and-lead-forms',
  'google-ads-analytics-remarketing',
  'data-security',
  'data-retention-and-deletion',
  'user-rights',
  'childrens-privacy',
  'third-party-links',
  'policy-updates',
  'file-and-media-access-permissions',
  'contact-and-grievance-officer',
  'consent',
] as const;

/**
 * Full text of the privacy policy, written for India's Digital Personal Data Protection Act, 2023
 * (DPDP Act) and the rules made under it. Contact details come from the site configuration.
 */
export function privacySections(site: Site): LegalSection[] {
  const brand = site.brandName;
  const email = site.emails[0]!;

  const bodies: React.ReactNode[] = [
    // 1. Information We Collect
    <>
      <p>
        We collect only the personal data we need to provide the services you ask for. Under the DPDP Act you are the{' '}
        <strong>Data Principal</strong> and {brand} is the <strong>Data Fiduciary</strong> for the personal data described here.
      </p>
      <ul>
        <li>
          <strong>Identity and contact details</strong>: your name, mobile number, e-mail address and, for partners, a profile
          photo.
        </li>
        <li>
          <strong>Details needed for a filing</strong>: for example PAN, Aadhaar (stored encrypted and only ever shown with its
          last four digits), GSTIN, CIN or DIN, addresses, bank account details for refunds, and the business and financial
          information the service requires.
        </li>
        <li>
          <strong>Documents you upload</strong>: identity and address proofs, financial statements, invoices, notices and other
          papers needed to complete your request.
        </li>
        <li>
          <strong>Consultation and lead details</strong>: what you tell us in the consultation form, in a Meta lead form or on a
          call, including the service you are interested in.
        </li>
        <li>
          <strong>Payment details</strong>: the amount, status and reference of each payment. Card, UPI and net-banking details
          are entered on our payment partner&rsquo;s pages; we never see or store your full card number.
        </li>
        <li>
          <strong>Technical data</strong>: your IP address, browser and device type, pages visited and the date and time of your
          visit, collected through server logs and cookies.
        </li>
      </ul>
    </>,
    // 2. How We Use Your Information
    <>
      <p>
        We process your personal data only for a lawful purpose you have consented to, or for a legitimate use the law allows:
      </p>
      <ul>
        <li>to create and manage your account and verify your identity, including by one-time passwords (OTPs);</li>
        <li>to prepare, file and track the returns, registrations and other services you order;</li>
        <li>to answer your consultation requests and questions;</li>
        <li>to take payments, issue GST invoices and process refunds;</li>
        <li>to send you service updates, due-date reminders and, if you subscribe, our newsletter;</li>
        <li>to keep our services secure, prevent fraud and fix problems;</li>
        <li>to meet our obligations under tax, company and other laws, and to respond to lawful requests from authorities.</li>
      </ul>
      <p>We do not sell your personal data, and we do not use it for any purpose that is not stated in this policy.</p>
    </>,
    // 3. Data Sharing and Disclosure
    <>
      <p>We share personal data only as far as needed for the purpose it was collected for:</p>
      <ul>
        <li>
          <strong>Government portals and authorities</strong>, such as the Income Tax Department, the GST Network, the Ministry of
          Corporate Affairs and the Trade Marks Registry, when we file on your behalf.
        </li>
        <li>
          <strong>Our professionals</strong>: the chartered accountants, company secretaries, lawyers and valuers who work on your
          request, bound by confidentiality.
        </li>
        <li>
          <strong>Data Processors</strong> that process data on our behalf under a written contract, such as our payment gateway,
          cloud hosting, e-mail and SMS providers. They may use the data only on our instructions.
        </li>
        <li>
          <strong>Where the law requires it</strong>, for example on a lawful order of a court, regulator or investigating agency.
        </li>
      </ul>
      <p>
        Your data is stored on servers in India. If it is ever processed outside India, that will only be in a country to which
        the Government of India has not restricted transfers under the DPDP Act.
      </p>
    </>,
    // 4. Meta Ads and Lead Forms
    <>
      <p>
        We advertise on Facebook and Instagram, which are operated by Meta Platforms. Some of these adverts contain an instant
        form (a &ldquo;lead form&rdquo;). When you submit a lead form, Meta shares with us the details you enter or confirm in it,
        usually your name, mobile number, e-mail address, city and the service you are interested in.
      </p>
      <p>
        We use lead-form details only to contact you about the service you asked about, and we handle them exactly like a
        consultation request made on our website. If you do not become a client, we delete lead details within 12 months of our
        last contact, or earlier if you ask us to.
      </p>
      <p>
        We may use the Meta Pixel and Conversions API to measure how our adverts perform and to show our adverts to people who
        visited our website. Meta processes this data under its own privacy policy. You can control the adverts you see in your
        Facebook or Instagram ad settings.
      </p>
    </>,
    // 5. Google Ads/Analytics/Remarketing
    <>
      <p>
        We use Google Analytics to understand how visitors use our website, and Google Ads to advertise our services, including{' '}
        <strong>remarketing</strong>: showing our adverts on other websites and apps to people who have visited our site before.
      </p>
      <p>
        These tools use cookies and similar identifiers to collect information such as the pages you visit, how long you stay and
        the device you use. We do not send Google your name, PAN, Aadhaar, documents or any other information that identifies you
        directly.
      </p>
      <p>You can limit this at any time:</p>
      <ul>
        <li>turn off personalised adverts in Google&rsquo;s My Ad Center or Ads Settings;</li>
        <li>install the Google Analytics opt-out browser add-on;</li>
        <li>block or delete cookies in your browser settings (some parts of the site may then work less smoothly).</li>
      </ul>
    </>,
    // 6. Data Security
    <>
      <p>We take reasonable security safeguards, as the DPDP Act requires, to protect your personal data from a breach:</p>
      <ul>
        <li>all traffic between your device and our servers is encrypted (HTTPS);</li>
        <li>sensitive identifiers such as Aadhaar numbers are encrypted at rest and never shown in full;</li>
        <li>
          passwords are stored only as secure hashes, and sign-in sessions use secure cookies that page scripts cannot read;
        </li>
        <li>access to client documents is limited to the staff who need it for your request;</li>
        <li>we keep backups, review our systems and train our staff in confidentiality.</li>
      </ul>
      <p>
        If a personal data breach happens despite these safeguards, we will inform the Data Protection Board of India and each
        affected person, as the law requires, and tell you what we are doing about it and what you can do.
      </p>
    </>,
    // 7. Data Retention and Deletion
    <>
      <p>
        We keep personal data only as long as it is needed for the purpose it was collected for, or as long as a law requires us
        to keep it. Tax, GST and company laws require records of filings, invoices and payments to be kept for several years (for
        example, GST records for 72 months from the due date of the annual return for the year they relate to).
      </p>
      <p>
        When the purpose has been served and no law requires us to keep the data, or when you withdraw your consent, we erase it
        and ask our Data Processors to erase it too. Account data of an account that has been inactive for a long time is erased
        after we have told you in advance and given you a chance to sign in and keep it.
      </p>
      <p>
        You can ask us to delete your account and data at any time by writing to <a href={`mailto:${email}`}>{email}</a>. We will
        tell you if some records must be kept for a legal reason, and for how long.
      </p>
    </>,
    // 8. User Rights
    <>
      <p>As a Data Principal under the DPDP Act you have the right to:</p>
      <ul>
        <li>
          <strong>access information</strong> about your personal data: a summary of the data we process, the processing
          activities, and the identities of others we have shared it with;
        </li>
        <li>
          <strong>correction, completion, updating and erasure</strong> of your personal data;
        </li>
        <li>
          <strong>withdraw your consent</strong> at any time, as easily as you gave it. Withdrawal does not affect processing done
          before it, and we may not be able to finish a service that needs the data;
        </li>
        <li>
          <strong>grievance redressal</strong>: a readily available way to complain to us about how we handle your data (see
          Contact and Grievance Officer below);
        </li>
        <li>
          <strong>nominate</strong> another person to exercise your rights if you die or become unable to do so.
        </li>
      </ul>
      <p>
        To use any of these rights, write to <a href={`mailto:${email}`}>{email}</a> from the e-mail address registered with your
        account, or call us. We may ask you to verify your identity before acting on a request. If you are not satisfied with our
        answer to a grievance, you may complain to the Data Protection Board of India.
      </p>
      <p>
        You also have duties under the Act: give us information that is true and not misleading, and do not impersonate anyone or
        file a false or frivolous complaint.
      </p>
    </>,
    // 9. Children's Privacy
    <>
      <p>
        Our services are meant for users aged 18 and above. We do not knowingly collect personal data of anyone under 18 without
        the verifiable consent of their parent or lawful guardian, as the DPDP Act requires.
      </p>
      <p>
        Where a filing concerns a child (for example, a minor&rsquo;s income that is clubbed with a parent&rsquo;s), the parent or
        guardian provides the child&rsquo;s details and consents on the child&rsquo;s behalf. We never track or monitor the
        behaviour of children, and we never direct targeted advertising at them.
      </p>
      <p>
        If you believe a child has given us personal data without such consent, write to <a href={`mailto:${email}`}>{email}</a>{' '}
        and we will erase it.
      </p>
    </>,
    // 10. Third-Party Links
    <>
      <p>
        Our website and app link to other websites, such as government portals, our group companies, app stores, social media
        pages and map services. These sites are run by others, who decide what data they collect and how they use it.
      </p>
      <p>
        This policy does not apply to them, and we are not responsible for their content or privacy practices. Please read the
        privacy policy of every site you visit.
      </p>
    </>,
    // 11. Policy Updates
    <>
      <p>
        We may change this policy when our services or the law change, and the current version is always on this page. If a change
        affects how we use personal data you have already given us, we will tell you by e-mail or on our website before it takes
        effect and, where the law requires, ask for your consent again.
      </p>
    </>,
    // 12. File and Media Access Permissions
    <>
      <p>
        Our mobile app asks for permission to use your device&rsquo;s <strong>files, photos and camera</strong> only so that you
        can upload documents, such as a PAN card photo or a PDF statement, for a service you have ordered, or set a profile photo.
      </p>
      <ul>
        <li>The app asks for a permission only when you choose to upload something, not when it starts.</li>
        <li>
          It reads only the files you pick or the photos you take, and never scans your gallery or storage in the background.
        </li>
        <li>Uploaded files are sent over an encrypted connection and used only for your request.</li>
        <li>
          You can refuse or withdraw a permission at any time in your phone&rsquo;s settings; you can still upload documents from
          our website.
        </li>
      </ul>
    </>,
    // 13. Contact and Grievance Officer
    <>
      <p>
        For any question, request or complaint about your personal data, contact our <strong>Grievance Officer</strong>:
      </p>
      <address className="not-italic">
        {site.grievanceOfficer.name}, {site.grievanceOfficer.designation}, {brand}
        <br />
        {site.grievanceOfficer.address}
        <br />
        E-mail: <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>
        <br />
        Phone: {site.grievanceOfficer.phone}
      </address>
      <p>
        File a complaint and follow it on our <Link to="/grievance">grievance redressal</Link> page: you get a ticket number at
        once. We acknowledge every grievance within 48 hours and resolve it within one month, and in any case within the time the
        DPDP Act and its rules allow. If you are not satisfied with the resolution, you may approach the Data Protection Board of
        India.
      </p>
    </>,
    // 14. Consent
    <>
      <p>
        By using our website or app, or by giving us your details, you consent to our processing your personal data as described
        in this policy, for the purposes stated here. Where we need your consent for something more, we will ask for it
        separately, in clear and plain language.
      </p>
      <p>
        Your consent is free and you can withdraw it at any time by writing to <a href={`mailto:${email}`}>{email}</a> or through
        your account. You can also read our <Link to="/terms">Terms and Conditions</Link>.
      </p>
    </>,
  ];

  return PRIVACY_SECTION_TITLES.map((title, i) => ({ id: IDS[i]!, title, body: bodies[i] }));
}
