/**
 * Seed content for the home page: compliance notices, upcoming due dates and client testimonials.
 * Due dates are the regular statutory dates; the authorities sometimes extend them by notification.
 * Testimonial names and companies are fictional.
 */
import type { SeedDueDate, SeedNotice, SeedTestimonial } from './types.ts';

export const notices: SeedNotice[] = [
  {
    text: 'ROC annual filings: companies that held their AGM on 30 September 2026 must file financial statements in AOC-4 by 29 October 2026 and the annual return in MGT-7/MGT-7A by 29 November 2026. Late filing attracts ₹100 per day per form.',
    category: 'MCA',
    publishedOn: '2026-10-05',
  },
  {
    text: 'Income tax returns for AY 2026-27 of taxpayers whose accounts require audit are due by 31 October 2026, unless extended by CBDT. Keep the tax audit report and audited accounts ready.',
    category: 'Income Tax',
    publishedOn: '2026-10-12',
  },
  {
    text: 'Quarterly TDS and TCS statements for Q2 (July–September 2026) are due by 31 October 2026. A late fee of ₹200 per day applies to delayed statements, so verify challans and deductee PANs now.',
    category: 'TDS',
    publishedOn: '2026-10-20',
  },
  {
    text: 'GST monthly filers: GSTR-1 for October 2026 is due on 11 November and GSTR-3B on 20 November 2026. QRMP taxpayers should pay October tax through PMT-06 by 25 November.',
    category: 'GST',
    publishedOn: '2026-11-02',
  },
  {
    text: 'EPF and ESIC contributions for October 2026 wages must be deposited by 15 November 2026. File the ECR on the EPFO unified portal and the monthly contribution on the ESIC portal to avoid damages and interest.',
    category: 'PF/ESI',
    publishedOn: '2026-11-06',
  },
  {
    text: 'Professional tax: employers in states that levy PT, such as Maharashtra, Karnataka, West Bengal and Telangana, must deduct it from November salaries and deposit it by the state’s due date. Rates and dates differ from state to state.',
    category: 'PT',
    publishedOn: '2026-11-10',
  },
  {
    text: 'Missed the ITR deadline for FY 2025-26? A belated or revised return for AY 2026-27 can be filed until 31 December 2026. A late fee of up to ₹5,000 applies (₹1,000 if total income does not exceed ₹5 lakh).',
    category: 'Income Tax',
    publishedOn: '2026-11-16',
  },
];

export const dueDates: SeedDueDate[] = [
  {
    text: 'Deposit of TDS and TCS deducted or collected in November 2026',
    dueOn: '2026-12-07',
    category: 'TDS',
  },
  {
    text: 'GSTR-1 for November 2026 (monthly filers)',
    dueOn: '2026-12-11',
    category: 'GST',
  },
  {
    text: 'Third instalment of advance tax (75% of estimated tax) for tax year 2026-27',
    dueOn: '2026-12-15',
    category: 'Income Tax',
  },
  {
    text: 'EPF and ESIC contributions for November 2026 wages',
    dueOn: '2026-12-15',
    category: 'PF/ESI',
  },
  {
    text: 'GSTR-3B for November 2026 (monthly filers)',
    dueOn: '2026-12-20',
    category: 'GST',
  },
  {
    text: 'Belated or revised income tax return for AY 2026-27',
    dueOn: '2026-12-31',
    category: 'Income Tax',
  },
  {
    text: 'GST annual return GSTR-9 and reconciliation statement GSTR-9C for FY 2025-26',
    dueOn: '2026-12-31',
    category: 'GST',
  },
  {
    text: 'Karnataka professional tax deducted from December 2026 salaries',
    dueOn: '2027-01-20',
    category: 'PT',
  },
  {
    text: 'Quarterly TDS and TCS statements for Q3 (October–December 2026)',
    dueOn: '2027-01-31',
    category: 'TDS',
  },
];

export const testimonials: SeedTestimonial[] = [
  {
    title: 'GST returns finally on autopilot',
    review:
      'We used to pay late fees almost every quarter. Anupalan took over our GSTR-1 and GSTR-3B, reconciled our purchases with GSTR-2B and sends us the tax amount a week before the due date. Not a single late filing this year.',
    name: 'Meenakshi Raghavan',
    company: 'Kaveri Spice Traders',
    rating: 5,
    initials: 'MR',
    colour: 'saffron',
  },
  {
    title: 'Company incorporated without running around',
    review:
      'From DSCs to the certificate of incorporation, PAN and TAN, everything was handled online. The team also reminded us about INC-20A and appointing our first auditor, which we would have missed.',
    name: 'Aditya Bhattacharya',
    company: 'Nimbus Loop Technologies Pvt Ltd',
    rating: 5,
    initials: 'AB',
    colour: 'indigo',
  },
  {
    title: 'Trademark objection cleared',
    review:
      'Our trademark application got an objection for being descriptive. Their attorney filed a detailed reply with our sales evidence and the mark was accepted for advertisement. Clear updates at every step.',
    name: 'Farhan Qureshi',
    company: 'Chai Chaupal Cafes LLP',
    rating: 4,
    initials: 'FQ',
    colour: 'emerald',
  },
  {
    title: 'Helpful for a first-time ITR filer',
    review:
      'They compared both tax regimes for me, explained why the new regime worked better for my salary, and my refund came through within a few weeks of e-verification. Very patient with my questions.',
    name: 'Sneha Patnaik',
    company: 'Salaried professional, Bhubaneswar',
    rating: 5,
    initials: 'SP',
    colour: 'sky',
  },
];
