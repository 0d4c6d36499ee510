import type { MilestoneWaitsOn } from '@anupalan/shared';

/**
 * The demo services' milestones (issue 21), by service slug, in order: name, expected working days,
 * who it waits on. They follow the timelines the services' descriptions state (the working days
 * "after complete documents" start once the customer's documents are in).
 */
type Row = readonly [name: string, workingDays: number, waitsOn: MilestoneWaitsOn];

const docs = (days = 2): Row => ['Your documents', days, 'customer'];

export const SEED_MILESTONES: Record<string, readonly Row[]> = {
  'itr-1-filing-salaried': [docs(), ['Return prepared and checked', 1, 'us'], ['Return filed and e-verified', 1, 'us']],
  'itr-2-capital-gains': [
    docs(),
    ['Capital gains computed', 3, 'us'],
    ['Your approval of the computation', 2, 'customer'],
    ['Return filed and e-verified', 2, 'us'],
  ],
  'itr-3-business-profession': [
    docs(3),
    ['Books reviewed and income computed', 4, 'us'],
    ['Your approval of the computation', 2, 'customer'],
    ['Return filed and e-verified', 3, 'us'],
  ],
  'itr-4-presumptive-income': [docs(), ['Presumptive income computed', 1, 'us'], ['Return filed and e-verified', 2, 'us']],
  'advance-tax-computation': [docs(), ['Advance tax computed', 2, 'us'], ['Challan details shared with you', 1, 'us']],
  'tds-return-filing': [docs(), ['Return prepared and validated (FVU)', 2, 'us'], ['Return filed on TRACES', 1, 'us']],
  'income-tax-notice-response': [
    docs(1),
    ['Initial assessment of the notice', 1, 'us'],
    ['Reply drafted', 3, 'us'],
    ['Reply filed on the portal', 2, 'us'],
  ],
  'gst-registration': [
    docs(),
    ['Application filed (REG-01)', 2, 'us'],
    ['Officer’s decision or query', 7, 'government'],
    ['GST certificate issued', 3, 'government'],
  ],
  'gst-return-filing-monthly': [docs(3), ['GSTR-1 filed', 3, 'us'], ['GSTR-3B filed', 3, 'us']],
  'gst-annual-return-gstr-9': [
    docs(3),
    ['Reconciliation of the year', 5, 'us'],
    ['Your approval of the figures', 2, 'customer'],
    ['GSTR-9 filed', 3, 'us'],
  ],
  'gst-lut-filing': [docs(1), ['LUT filed (RFD-11)', 1, 'us'], ['Acknowledgement received', 1, 'government']],
  'gst-notice-reply': [
    docs(1),
    ['Reply drafted', 3, 'us'],
    ['Your approval of the reply', 2, 'customer'],
    ['Reply filed', 1, 'us'],
  ],
  'gst-registration-cancellation': [docs(), ['Application filed (REG-16)', 2, 'us'], ['Officer’s order', 30, 'government']],
  'dpiit-startup-recognition': [docs(), ['Application filed', 3, 'us'], ['DPIIT’s decision', 20, 'government']],
  'udyam-msme-registration': [docs(1), ['Udyam registration filed', 1, 'us'], ['Udyam certificate issued', 1, 'government']],
  'startup-india-seed-fund-application': [
    docs(3),
    ['Application and pitch prepared', 5, 'us'],
    ['Your approval of the application', 2, 'customer'],
    ['Application submitted', 2, 'us'],
  ],
  'section-80iac-tax-exemption': [
    docs(3),
    ['Application prepared', 5, 'us'],
    ['Application filed with the board', 2, 'us'],
    ['Inter-Ministerial Board’s decision', 40, 'government'],
  ],
  'import-export-code-registration': [docs(1), ['IEC application filed', 1, 'us'], ['IEC issued by DGFT', 1, 'government']],
  'private-limited-company-incorporation': [
    docs(),
    ['Digital signatures (DSC)', 3, 'us'],
    ['Name approval (SPICe+ Part A)', 4, 'government'],
    ['Filing with the registrar (SPICe+ Part B)', 3, 'us'],
    ['Certificate of incorporation', 6, 'government'],
    ['PAN and TAN', 2, 'government'],
  ],
  'llp-incorporation': [
    docs(),
    ['Digital signatures (DSC)', 3, 'us'],
    ['Name reservation (RUN-LLP)', 4, 'government'],
    ['Incorporation filed (FiLLiP)', 2, 'us'],
    ['Certificate of incorporation', 5, 'government'],
    ['LLP agreement filed (Form 3)', 2, 'us'],
  ],
  'one-person-company-incorporation': [
    docs(),
    ['Digital signature (DSC)', 2, 'us'],
    ['Name approval (SPICe+ Part A)', 4, 'government'],
    ['Filing with the registrar (SPICe+ Part B)', 2, 'us'],
    ['Certificate of incorporation, PAN and TAN', 5, 'government'],
  ],
  'annual-roc-compliance-private-limited': [
    docs(5),
    ['Financial statements and AGM papers', 7, 'us'],
    ['AOC-4 and MGT-7 filed', 7, 'us'],
  ],
  'llp-annual-filing': [docs(3), ['Form 11 filed', 5, 'us'], ['Form 8 filed', 5, 'us']],
  'din-kyc-dir-3-kyc': [docs(1), ['DIR-3 KYC filed', 1, 'us']],
  'change-of-directors': [
    docs(),
    ['Board resolution and consents drafted', 2, 'us'],
    ['DIR-12 filed', 3, 'us'],
    ['Registrar’s approval', 5, 'government'],
  ],
  'company-strike-off': [
    docs(5),
    ['STK-2 and affidavits prepared', 5, 'us'],
    ['STK-2 filed', 5, 'us'],
    ['Registrar’s notice and strike-off', 60, 'government'],
  ],
  'trademark-search-report': [docs(1), ['Search of the register', 1, 'us'], ['Search report shared', 1, 'us']],
  'trademark-registration-individual-startup': [
    docs(),
    ['Application drafted (TM-A)', 1, 'us'],
    ['Application filed', 1, 'us'],
    ['Examination report', 30, 'government'],
  ],
  'trademark-registration-company': [
    docs(),
    ['Application drafted (TM-A)', 1, 'us'],
    ['Application filed', 1, 'us'],
    ['Examination report', 30, 'government'],
  ],
  'trademark-objection-reply': [docs(), ['Reply drafted', 3, 'us'], ['Reply filed', 2, 'us']],
  'trademark-renewal': [docs(), ['Renewal filed (TM-R)', 2, 'us'], ['Renewal recorded by the registry', 20, 'government']],
  'copyright-registration': [
    docs(),
    ['Application filed', 3, 'us'],
    ['Diary number issued', 2, 'government'],
    ['Registration by the Copyright Office', 60, 'government'],
  ],
  'property-valuation-home-loan': [docs(), ['Site inspection', 2, 'us'], ['Valuation report', 3, 'us']],
  'valuation-visa-education-loan': [docs(), ['Valuation of assets', 3, 'us'], ['Valuation report', 2, 'us']],
  'fmv-valuation-capital-gains': [docs(), ['Research and inspection', 4, 'us'], ['FMV report', 3, 'us']],
  'plant-machinery-vehicle-valuation': [docs(), ['Inspection of the assets', 3, 'us'], ['Valuation report', 4, 'us']],
  'sarfaesi-npa-valuation': [docs(), ['Inspection', 3, 'us'], ['Valuation report', 4, 'us']],
  'registered-valuer-report-ibc': [
    docs(3),
    ['Scoping and inspection', 5, 'us'],
    ['Valuation analysis', 6, 'us'],
    ['Registered valuer’s report', 4, 'us'],
  ],
  'legal-notice-drafting': [
    docs(1),
    ['Draft notice', 2, 'us'],
    ['Your approval of the draft', 2, 'customer'],
    ['Notice dispatched', 1, 'us'],
  ],
  'cheque-bounce-notice': [docs(1), ['Notice drafted', 1, 'us'], ['Notice dispatched', 1, 'us']],
  'rent-agreement-drafting': [
    docs(1),
    ['Draft agreement', 1, 'us'],
    ['Your approval of the draft', 2, 'customer'],
    ['Final agreement', 1, 'us'],
  ],
  'partnership-deed-drafting': [
    docs(1),
    ['Draft deed', 2, 'us'],
    ['Your approval of the draft', 2, 'customer'],
    ['Final deed', 1, 'us'],
  ],
  'nda-contract-drafting': [docs(1), ['First draft', 3, 'us'], ['Your comments', 3, 'customer'], ['Final contract', 2, 'us']],
  'consumer-complaint-filing': [
    docs(),
    ['Complaint drafted', 3, 'us'],
    ['Your approval of the complaint', 2, 'customer'],
    ['Complaint filed', 2, 'us'],
  ],
  'custom-legal-consultation': [
    ['Call-back from your expert', 1, 'us'],
    ['Written advice', 3, 'us'],
  ],
};
