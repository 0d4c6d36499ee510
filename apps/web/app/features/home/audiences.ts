import {
  BadgeCheck,
  Building2,
  FileSpreadsheet,
  FileText,
  Landmark,
  type LucideIcon,
  Receipt,
  ReceiptIndianRupee,
  Rocket,
  ShieldCheck,
  Users,
} from 'lucide-react';

/** 'Made for everyone' (storefront §2 Home): 4 to 6 link cards per audience. */
export interface AudienceCard {
  title: string;
  text: string;
  to: '/gst' | '/trademark' | '/startup' | '/company' | '/income-tax';
  Icon: LucideIcon;
}

export interface Audience {
  value: string;
  label: string;
  intro: string;
  cards: AudienceCard[];
}

export const AUDIENCES: Audience[] = [
  {
    value: 'organization',
    label: 'Organization',
    intro: 'Stay compliant month after month while you run the business.',
    cards: [
      { title: 'GST Registration', text: 'Get your GSTIN with the right documents the first time.', to: '/gst', Icon: FileText },
      {
        title: 'GST Return Filing',
        text: 'GSTR-1 and GSTR-3B filed on time, reconciled with GSTR-2B.',
        to: '/gst',
        Icon: Receipt,
      },
      {
        title: 'Annual ROC Compliance',
        text: 'AOC-4, MGT-7 and board paperwork for your company.',
        to: '/company',
        Icon: Building2,
      },
      {
        title: 'TDS Return Filing',
        text: 'Quarterly TDS statements without late fees.',
        to: '/income-tax',
        Icon: ReceiptIndianRupee,
      },
      { title: 'Trademark Registration', text: 'Protect your brand name and logo.', to: '/trademark', Icon: BadgeCheck },
    ],
  },
  {
    value: 'enterprise',
    label: 'Enterprise',
    intro: 'Filings, notices and changes handled by a team that knows the rules.',
    cards: [
      { title: 'GST Annual Return', text: 'GSTR-9 and GSTR-9C prepared from your books.', to: '/gst', Icon: FileSpreadsheet },
      { title: 'GST Notice Reply', text: 'A reasoned reply to a GST notice, with evidence.', to: '/gst', Icon: ShieldCheck },
      { title: 'Change of Directors', text: 'Appointments and resignations filed with the MCA.', to: '/company', Icon: Users },
      {
        title: 'Income Tax Notice Response',
        text: 'Replies to scrutiny and mismatch notices.',
        to: '/income-tax',
        Icon: ReceiptIndianRupee,
      },
      {
        title: 'Trademark Objection Reply',
        text: 'Answer an examination report and keep your mark.',
        to: '/trademark',
        Icon: BadgeCheck,
      },
      { title: 'Company Strike Off', text: 'Close a company that no longer trades.', to: '/company', Icon: Landmark },
    ],
  },
  {
    value: 'startup',
    label: 'Startup',
    intro: 'From incorporation to recognition and tax benefits.',
    cards: [
      {
        title: 'Private Limited Company Incorporation',
        text: 'DSC, name approval, incorporation, PAN and TAN.',
        to: '/company',
        Icon: Building2,
      },
      {
        title: 'DPIIT Startup Recognition',
        text: 'Recognition under Startup India and its benefits.',
        to: '/startup',
        Icon: Rocket,
      },
      {
        title: 'Udyam (MSME) Registration',
        text: 'Udyam certificate for MSME schemes and credit.',
        to: '/startup',
        Icon: FileText,
      },
      {
        title: 'Section 80-IAC Tax Exemption',
        text: 'Apply for the startup income tax holiday.',
        to: '/startup',
        Icon: ReceiptIndianRupee,
      },
      {
        title: 'Trademark for Startups',
        text: 'Reduced government fee for recognised startups.',
        to: '/trademark',
        Icon: BadgeCheck,
      },
      { title: 'GST Registration', text: 'Start invoicing with GST from day one.', to: '/gst', Icon: Receipt },
    ],
  },
  {
    value: 'individuals',
    label: 'Individuals',
    intro: 'Your return, your refund and your notices, explained in plain words.',
    cards: [
      {
        title: 'ITR Filing for Salaried',
        text: 'Old or new regime compared, return filed and e-verified.',
        to: '/income-tax',
        Icon: ReceiptIndianRupee,
      },
      {
        title: 'ITR with Capital Gains',
        text: 'Shares, mutual funds or property sold this year.',
        to: '/income-tax',
        Icon: FileSpreadsheet,
      },
      {
        title: 'Income Tax Notice Help',
        text: 'Understand a notice and reply before the deadline.',
        to: '/income-tax',
        Icon: ShieldCheck,
      },
      {
        title: 'Trademark for Individuals',
        text: 'Register the name of your side business or brand.',
        to: '/trademark',
        Icon: BadgeCheck,
      },
    ],
  },
];
