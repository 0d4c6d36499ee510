/**
 * Seed content: the seven service categories, their services (with prices in paise, GST-inclusive)
 * and their FAQs. Facts reflect Indian law and practice as generally applicable in 2025–26; the
 * descriptions say where an amount or date varies by state or depends on a current notification.
 */
import type { SeedCategory } from './types.ts';

export const categories: SeedCategory[] = [
  // ───────────────────────────────────────────── Income Tax ─────────────────────────────────────────────
  {
    key: 'income-tax',
    name: 'Income Tax',
    slug: 'income-tax',
    overviewHtml: `<p>Every individual whose total income before deductions exceeds the basic exemption limit must file an income tax return (ITR). Filing is also required in several other cases, for example when you hold foreign assets, have deposited more than ₹1 crore in current accounts, or have spent more than ₹2 lakh on foreign travel in the year. Even when it is not compulsory, a return is the simplest way to claim a refund of excess TDS and is often asked for by banks, embassies and lenders as proof of income.</p>
<p><strong>Which form applies to you?</strong></p>
<ul>
<li><strong>ITR-1 (Sahaj)</strong> – resident individuals with total income up to ₹50 lakh from salary or pension, one house property, interest and other sources (and long-term capital gains under section 112A up to ₹1.25 lakh).</li>
<li><strong>ITR-2</strong> – individuals and HUFs without business income, including those with capital gains, more than one house property, foreign assets or income above ₹50 lakh.</li>
<li><strong>ITR-3</strong> – individuals and HUFs with income from a business or profession (including partners in firms).</li>
<li><strong>ITR-4 (Sugam)</strong> – residents opting for presumptive taxation under sections 44AD, 44ADA or 44AE with total income up to ₹50 lakh.</li>
<li><strong>ITR-5, ITR-6, ITR-7</strong> – firms and LLPs, companies, and trusts or institutions respectively.</li>
</ul>
<p>The new tax regime is the default for individuals. For FY 2025-26, resident individuals with taxable income up to ₹12 lakh (excluding special-rate income such as capital gains) pay no tax under it because of the enhanced rebate, and salaried taxpayers also get a ₹75,000 standard deduction. The old regime, with deductions such as 80C, 80D and HRA, can still be chosen while filing; salaried taxpayers can choose every year, but those with business or professional income cannot switch freely.</p>
<p>The Income-tax Act, 2025 replaces the Income-tax Act, 1961 from 1 April 2026 and uses the term “tax year”. Returns for FY 2025-26 and earlier years continue to be filed under the 1961 Act. Our team prepares and files your return, checks it against Form 26AS and the Annual Information Statement (AIS), handles TDS returns and advance tax for businesses, and replies to notices from the Income Tax Department.</p>`,
    services: [
      {
        name: 'ITR-1 Filing for Salaried Individuals',
        slug: 'itr-1-filing-salaried',
        descriptionHtml: `<p>For salaried employees and pensioners with income from salary, one house property and interest. A tax expert reviews your Form 16, matches it with Form 26AS and AIS, compares the old and new tax regimes for you and files the return on the e-filing portal.</p>
<ul>
<li>Comparison of tax payable under the old and new regimes</li>
<li>Claim of eligible deductions (80C, 80D, 80TTA/80TTB, HRA under the old regime)</li>
<li>Reconciliation of salary, TDS and interest with Form 26AS and AIS</li>
<li>Filing of ITR-1 and help with e-verification through Aadhaar OTP or net banking</li>
<li>Tracking of your refund until it is credited</li>
</ul>
<p><strong>Timeline:</strong> return filed within 2 working days of receiving complete documents.</p>`,
        pricePaise: 99900,
        governmentFeePaise: null,
        sacCode: '998232',
        type: 'individual',
        recurrence: 'assessment_year',
        documents: [
          { name: 'PAN', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card', mandatory: true, type: 'Document' },
          { name: 'Form 16 from employer', mandatory: true, type: 'Document' },
          { name: 'Bank account number and IFSC for refund', mandatory: true, type: 'Text' },
          { name: 'Investment and insurance premium proofs (80C, 80D)', mandatory: false, type: 'Document' },
          { name: 'Rent receipts or rent agreement (for HRA)', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'ITR Filing with Capital Gains (ITR-2)',
        slug: 'itr-2-capital-gains',
        descriptionHtml: `<p>For individuals who sold shares, mutual funds, property, gold or other capital assets during the year, or who have more than one house property, foreign assets or income above ₹50 lakh. We compute short-term and long-term gains using the holding periods and rates that applied on the date of each sale.</p>
<ul>
<li>Computation of capital gains from broker statements and mutual fund consolidated account statements</li>
<li>Grandfathering of listed equity gains (cost as on 31 January 2018) where applicable</li>
<li>Review of exemptions under sections 54, 54EC and 54F for property sales</li>
<li>Set-off and carry forward of capital losses</li>
<li>Schedule FA for foreign assets, if any, and filing of ITR-2</li>
</ul>
<p><strong>Timeline:</strong> 3 to 5 working days after complete documents.</p>`,
        pricePaise: 249900,
        governmentFeePaise: null,
        sacCode: '998232',
        type: 'individual',
        recurrence: 'assessment_year',
        documents: [
          { name: 'PAN', mandatory: true, type: 'Text' },
          { name: 'Form 16 or salary slips', mandatory: false, type: 'Document' },
          { name: 'Capital gains statement from broker or mutual fund CAS', mandatory: true, type: 'Document' },
          { name: 'Sale deed and purchase deed (for property sold)', mandatory: false, type: 'Document' },
          { name: 'Bank statements for the financial year', mandatory: true, type: 'Document' },
        ],
      },
      {
        name: 'ITR-3 for Business or Profession',
        slug: 'itr-3-business-profession',
        descriptionHtml: `<p>For proprietors, freelancers, consultants, doctors and partners of firms who maintain books of account. We prepare the profit and loss account and balance sheet from your books or bank statements, compute business income and file ITR-3. If your turnover crosses the tax audit limit under section 44AB, we tell you in advance and can arrange the audit.</p>
<ul>
<li>Preparation of profit and loss account and balance sheet</li>
<li>Depreciation schedule and allowable business expenses</li>
<li>Check of the section 43B(h) rule for payments due to micro and small enterprises</li>
<li>Reconciliation with GST returns, Form 26AS and AIS</li>
<li>Filing of ITR-3 and e-verification</li>
</ul>
<p><strong>Timeline:</strong> 5 to 7 working days after complete documents.</p>`,
        pricePaise: 399900,
        governmentFeePaise: null,
        sacCode: '998232',
        type: 'both',
        recurrence: 'assessment_year',
        documents: [
          { name: 'PAN', mandatory: true, type: 'Text' },
          { name: 'Bank statements of all business accounts', mandatory: true, type: 'Document' },
          { name: 'Books of account or sales and expense registers', mandatory: true, type: 'Document' },
          { name: 'GSTIN (if registered)', mandatory: false, type: 'Text' },
          { name: 'Previous year ITR and computation', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'ITR-4 Presumptive Income Filing (44AD / 44ADA)',
        slug: 'itr-4-presumptive-income',
        descriptionHtml: `<p>Small traders and professionals can declare income on a presumptive basis and are then not required to maintain detailed books. Under section 44AD, income is taken at 8% of turnover (6% for receipts through banking channels) for eligible businesses; under section 44ADA, at 50% of gross receipts for specified professionals such as doctors, lawyers, architects and consultants. Higher limits apply when cash receipts do not exceed 5% of the total.</p>
<ul>
<li>Eligibility check for 44AD, 44ADA or 44AE</li>
<li>Computation of presumptive income and tax under the better regime</li>
<li>Filing of ITR-4 (Sugam) and e-verification</li>
<li>Advice on advance tax, which presumptive taxpayers pay in full by 15 March</li>
</ul>
<p><strong>Timeline:</strong> 2 to 3 working days.</p>`,
        pricePaise: 199900,
        governmentFeePaise: null,
        sacCode: '998232',
        type: 'both',
        recurrence: 'assessment_year',
        documents: [
          { name: 'PAN', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card', mandatory: true, type: 'Document' },
          { name: 'Bank statements for the financial year', mandatory: true, type: 'Document' },
          { name: 'Turnover or gross receipts summary', mandatory: true, type: 'Text' },
          { name: 'GSTIN (if registered)', mandatory: false, type: 'Text' },
        ],
      },
      {
        name: 'Advance Tax Computation',
        slug: 'advance-tax-computation',
        descriptionHtml: `<p>If your tax liability for the year, after TDS, is ₹10,000 or more, you must pay advance tax in instalments: 15% by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March. Resident senior citizens without business income are exempt. Short payment attracts interest of 1% a month under sections 234B and 234C. We estimate your income for the year and tell you exactly how much to pay in each instalment.</p>
<ul>
<li>Estimate of income from salary, business, capital gains and other sources</li>
<li>Instalment-wise computation with TDS credit</li>
<li>Challan 280 payment guidance and a reminder before each due date</li>
<li>Revised estimate after a large capital gain or business receipt</li>
</ul>
<p><strong>Timeline:</strong> computation within 2 working days.</p>`,
        pricePaise: 149900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'both',
        documents: [
          { name: 'PAN', mandatory: true, type: 'Text' },
          { name: 'Income details for the year to date (salary slips, sales summary or P&L)', mandatory: true, type: 'Document' },
          { name: 'Capital gains statement, if any', mandatory: false, type: 'Document' },
          { name: 'Form 26AS or AIS for the current year', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'TDS Return Filing (Quarterly)',
        slug: 'tds-return-filing',
        descriptionHtml: `<p>Businesses that deduct tax at source on salaries, rent, contractor and professional payments must deposit the tax by the 7th of the following month (30 April for March) and file a quarterly TDS statement. We prepare the statement (Forms 24Q, 26Q and 27Q under the 1961 Act, or the corresponding forms under the Income-tax Act, 2025), validate it with the NSDL/Protean utility and file it. Due dates are 31 July, 31 October, 31 January and 31 May for the four quarters; a late fee of ₹200 per day applies to delayed statements.</p>
<ul>
<li>Preparation and validation of the quarterly statement for one TAN</li>
<li>Challan matching and correction of PAN errors</li>
<li>Generation of Form 16 and Form 16A from TRACES</li>
<li>Handling of short-deduction or late-payment defaults shown on TRACES</li>
</ul>
<p><strong>Timeline:</strong> filed within 3 working days; price is per quarter for up to 50 deductee entries.</p>`,
        pricePaise: 199900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        recurrence: 'quarterly',
        documents: [
          { name: 'TAN', mandatory: true, type: 'Text' },
          { name: 'TRACES login credentials or authorisation', mandatory: true, type: 'Text' },
          { name: 'TDS challans paid during the quarter', mandatory: true, type: 'Document' },
          { name: 'Deductee details (name, PAN, amount, date, section)', mandatory: true, type: 'Document' },
          { name: 'Salary register (for Form 24Q)', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Income Tax Notice Response',
        slug: 'income-tax-notice-response',
        descriptionHtml: `<p>Received an intimation under section 143(1), a defective return notice under section 139(9), a proposed refund adjustment under section 245, or a scrutiny or reassessment notice? Each has its own time limit — a defective return notice, for example, usually allows 15 days. A tax expert reads the notice, tells you what it means and prepares and files the reply on the e-filing portal.</p>
<ul>
<li>Analysis of the notice and the mismatch or issue raised</li>
<li>Reconciliation with AIS, Form 26AS and your return</li>
<li>Drafting and online submission of the response or revised/rectified return</li>
<li>Follow-up until the proceeding is closed (excluding appeals)</li>
</ul>
<p><strong>Timeline:</strong> initial assessment within 1 working day; reply filed well before the due date.</p>`,
        pricePaise: 299900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'both',
        documents: [
          { name: 'Copy of the notice or intimation', mandatory: true, type: 'Document' },
          { name: 'PAN', mandatory: true, type: 'Text' },
          { name: 'ITR and computation for the year concerned', mandatory: true, type: 'Document' },
          { name: 'Supporting documents (bank statements, invoices, proofs)', mandatory: false, type: 'Document' },
        ],
      },
    ],
    faqs: [
      {
        question: 'What is the last date to file an income tax return?',
        answerHtml: `<p>For individuals and others whose accounts do not need an audit, the due date is normally <strong>31 July</strong> after the end of the financial year. Taxpayers who need a tax audit have until 31 October, and those with transfer-pricing reports until 30 November. The CBDT sometimes extends these dates, so always check the current notification.</p>`,
      },
      {
        question: 'What happens if I miss the due date?',
        answerHtml: `<p>You can still file a belated return up to <strong>31 December</strong> of the assessment year (or before the assessment is completed, if earlier). A late fee under section 234F applies: ₹5,000, reduced to ₹1,000 if your total income does not exceed ₹5 lakh. Interest under section 234A may also apply on unpaid tax, and losses from business or capital gains cannot be carried forward from a belated return.</p>`,
      },
      {
        question: 'Should I choose the new or the old tax regime?',
        answerHtml: `<p>The new regime is the default. It has lower slab rates, a ₹75,000 standard deduction for salaried taxpayers and, for FY 2025-26, a rebate that makes taxable income up to ₹12 lakh tax-free, but it does not allow most deductions such as 80C, 80D and HRA. The old regime can work out better if your deductions are large. Salaried individuals can choose afresh every year; those with business or professional income can opt out of the new regime and return to it only once.</p>`,
      },
      {
        question: 'Is e-verification of the return compulsory?',
        answerHtml: `<p>Yes. A return must be verified within <strong>30 days</strong> of filing, through Aadhaar OTP, net banking, a pre-validated bank or demat account, or by sending the signed ITR-V to CPC Bengaluru. If you verify late, the return is treated as filed on the date of verification; if you never verify, it is treated as not filed.</p>`,
      },
      {
        question: 'What are Form 26AS and the AIS, and why should I check them?',
        answerHtml: `<p>Form 26AS shows the tax deducted or collected against your PAN and taxes you have paid. The Annual Information Statement (AIS) adds reported transactions such as interest, dividends, share and mutual fund sales and high-value purchases. The Department compares your return with both, so an unreported item in the AIS is a common reason for notices.</p>`,
      },
      {
        question: 'Can I correct a mistake after filing?',
        answerHtml: `<p>Yes. You can file a <strong>revised return</strong> up to 31 December of the assessment year. After that, an <strong>updated return (ITR-U)</strong> can be filed within 48 months from the end of the assessment year to report additional income, with extra tax of 25% to 70% of the additional tax and interest depending on how late it is. An updated return cannot be used to reduce tax or claim a larger refund.</p>`,
      },
      {
        question: 'Do I have to file a return if my employer already deducted TDS?',
        answerHtml: `<p>TDS does not replace the return. If your income is above the basic exemption limit you must file, and filing is the only way to claim a refund of excess TDS, carry forward losses and keep a record of income for loans and visas.</p>`,
      },
    ],
  },

  // ───────────────────────────────────────────── GST ─────────────────────────────────────────────
  {
    key: 'gst',
    name: 'GST',
    slug: 'gst',
    overviewHtml: `<p>Goods and Services Tax (GST) applies to the supply of goods and services across India. A business must register once its aggregate turnover in a financial year crosses the threshold: <strong>₹40 lakh</strong> for those supplying only goods (₹20 lakh or ₹10 lakh in some states that have not adopted the higher limit) and <strong>₹20 lakh</strong> for service providers (₹10 lakh in Manipur, Mizoram, Nagaland and Tripura).</p>
<p>Some businesses must register whatever their turnover, including those making inter-state supplies of goods, casual and non-resident taxable persons, persons liable to pay tax under reverse charge, input service distributors and most e-commerce operators.</p>
<p><strong>Regular compliance for a registered business</strong></p>
<ul>
<li><strong>GSTR-1</strong> (outward supplies) – by the 11th of the next month, or quarterly by the 13th under the QRMP scheme.</li>
<li><strong>GSTR-3B</strong> (summary return and tax payment) – by the 20th of the next month, or quarterly by the 22nd or 24th depending on the state under QRMP.</li>
<li><strong>GSTR-9</strong> (annual return) – by 31 December after the financial year; optional for turnover up to ₹2 crore. GSTR-9C reconciliation applies above ₹5 crore.</li>
<li><strong>E-invoicing</strong> – mandatory where aggregate turnover has exceeded ₹5 crore in any financial year since 2017-18.</li>
</ul>
<p>Late filing attracts a daily late fee and 18% annual interest on tax paid late, and input tax credit can be claimed only for invoices that appear in GSTR-2B. We take care of registration, monthly and annual returns, LUT for exporters, notices and cancellation.</p>`,
    services: [
      {
        name: 'GST Registration',
        slug: 'gst-registration',
        descriptionHtml: `<p>Get a GSTIN for your proprietorship, partnership, LLP or company. We check whether registration is compulsory, choose the right HSN/SAC codes, file the application in Form GST REG-01 and answer any query (Form GST REG-03) from the officer. Registration is usually granted within 7 working days of a complete application, or up to 30 days if physical verification is required.</p>
<ul>
<li>Advice on regular versus composition scheme</li>
<li>Preparation and filing of REG-01 with Aadhaar authentication</li>
<li>Reply to clarification notices</li>
<li>GST registration certificate (REG-06) and a compliance calendar</li>
</ul>
<p><strong>Timeline:</strong> application filed in 1–2 working days; approval depends on the department.</p>`,
        pricePaise: 149900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        documents: [
          { name: 'PAN of the business or proprietor', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card of proprietor, partners or directors', mandatory: true, type: 'Document' },
          { name: 'Passport-size photograph of proprietor, partners or directors', mandatory: true, type: 'Document' },
          { name: 'Electricity bill of the business premises as address proof', mandatory: true, type: 'Document' },
          { name: 'Rent agreement or owner’s NOC for the premises', mandatory: false, type: 'Document' },
          { name: 'Cancelled cheque or bank statement', mandatory: true, type: 'Document' },
        ],
      },
      {
        name: 'Monthly GST Return Filing (GSTR-1 and GSTR-3B)',
        slug: 'gst-return-filing-monthly',
        descriptionHtml: `<p>We file your GSTR-1 and GSTR-3B on time every month, reconcile your purchase register with GSTR-2B so you claim only eligible input tax credit, and tell you the tax to pay before the due date. QRMP taxpayers get the same service with IFF and PMT-06 payments.</p>
<ul>
<li>GSTR-1 by the 11th and GSTR-3B by the 20th (or QRMP equivalents)</li>
<li>Purchase reconciliation with GSTR-2B and supplier follow-up list</li>
<li>Computation of reverse-charge liability</li>
<li>Monthly summary of tax paid and credit carried forward</li>
</ul>
<p><strong>Timeline:</strong> ongoing; price is per month for up to 100 invoices.</p>`,
        pricePaise: 119900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        recurrence: 'monthly',
        documents: [
          { name: 'GSTIN', mandatory: true, type: 'Text' },
          { name: 'Sales invoices or sales register for the month', mandatory: true, type: 'Document' },
          { name: 'Purchase invoices or purchase register', mandatory: true, type: 'Document' },
          { name: 'Credit and debit notes issued or received', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'GST Annual Return (GSTR-9)',
        slug: 'gst-annual-return-gstr-9',
        descriptionHtml: `<p>GSTR-9 consolidates a year of GSTR-1 and GSTR-3B data and is due by 31 December following the financial year. It is where liability missed during the year is reported (and paid through DRC-03) and credit reversals are disclosed. We reconcile your books, GSTR-1, GSTR-3B and GSTR-2B before filing.</p>
<ul>
<li>Three-way reconciliation of books, returns and GSTR-2B</li>
<li>Identification of short-paid tax and excess credit, with payment through DRC-03</li>
<li>Preparation and filing of GSTR-9</li>
<li>GSTR-9C self-certified reconciliation (where turnover exceeds ₹5 crore) quoted separately</li>
</ul>
<p><strong>Timeline:</strong> 7 to 10 working days.</p>`,
        pricePaise: 499900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        documents: [
          { name: 'GSTIN', mandatory: true, type: 'Text' },
          { name: 'Audited or provisional financial statements', mandatory: true, type: 'Document' },
          { name: 'Sales and purchase registers for the year', mandatory: true, type: 'Document' },
          { name: 'HSN-wise summary of outward supplies', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'GST LUT Filing for Exporters',
        slug: 'gst-lut-filing',
        descriptionHtml: `<p>Exporters of goods or services and suppliers to SEZ units can supply without paying IGST by furnishing a Letter of Undertaking (LUT) in Form GST RFD-11. An LUT is valid for one financial year, so a fresh one should be filed at the start of each year, before the first export.</p>
<ul>
<li>Eligibility check (no prosecution for tax evasion above ₹250 lakh)</li>
<li>Filing of RFD-11 with witness details</li>
<li>Guidance on export invoice wording and refund of accumulated credit</li>
</ul>
<p><strong>Timeline:</strong> same or next working day.</p>`,
        pricePaise: 99900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        documents: [
          { name: 'GSTIN', mandatory: true, type: 'Text' },
          { name: 'Name, address and occupation of two independent witnesses', mandatory: true, type: 'Text' },
          { name: 'Import Export Code (IEC), for exporters of goods', mandatory: false, type: 'Text' },
        ],
      },
      {
        name: 'GST Notice Reply',
        slug: 'gst-notice-reply',
        descriptionHtml: `<p>Notices under GST have short response windows — seven working days for a registration query or a show-cause notice for cancellation, and usually 30 days for a scrutiny notice in ASMT-10. Our GST experts study the notice, reconcile the figures and draft a point-by-point reply.</p>
<ul>
<li>Review of the notice (REG-03, REG-17, ASMT-10, DRC-01A, DRC-01 and similar)</li>
<li>Reconciliation of the mismatch raised by the officer</li>
<li>Drafting and filing of the reply on the GST portal</li>
<li>Guidance on personal hearing, if one is offered</li>
</ul>
<p><strong>Timeline:</strong> reply drafted within 3 working days; appeals are quoted separately.</p>`,
        pricePaise: 349900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        documents: [
          { name: 'Copy of the notice', mandatory: true, type: 'Document' },
          { name: 'GSTIN', mandatory: true, type: 'Text' },
          { name: 'Returns and reconciliations for the period concerned', mandatory: true, type: 'Document' },
          { name: 'Invoices, e-way bills or other supporting evidence', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'GST Registration Cancellation',
        slug: 'gst-registration-cancellation',
        descriptionHtml: `<p>Closing your business, converting it to a company, or turnover now well below the threshold? We apply for cancellation in Form GST REG-16, including the stock held on the date of cancellation and the credit to be reversed on it. After cancellation, a final return in GSTR-10 is due within three months of the cancellation date or order, whichever is later.</p>
<ul>
<li>Clearing of pending GSTR-1 and GSTR-3B returns</li>
<li>Computation of credit reversal on closing stock and capital goods</li>
<li>Filing of REG-16 and follow-up with the officer</li>
<li>Filing of the final return GSTR-10</li>
</ul>
<p><strong>Timeline:</strong> application in 2 working days; the officer usually decides within 30 days.</p>`,
        pricePaise: 199900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        documents: [
          { name: 'GSTIN', mandatory: true, type: 'Text' },
          { name: 'Reason for cancellation and proposed effective date', mandatory: true, type: 'Text' },
          { name: 'Closing stock statement', mandatory: true, type: 'Document' },
          { name: 'Details of the successor business (on transfer or merger)', mandatory: false, type: 'Document' },
        ],
      },
    ],
    faqs: [
      {
        question: 'When do I need GST registration?',
        answerHtml: `<p>When your aggregate turnover in a financial year exceeds ₹40 lakh for suppliers of goods only or ₹20 lakh for service providers (lower limits of ₹20 lakh or ₹10 lakh apply in some states). Aggregate turnover is calculated across all your branches under the same PAN and includes exempt supplies. Registration is compulsory regardless of turnover for inter-state suppliers of goods, casual taxable persons and a few other categories.</p>`,
      },
      {
        question: 'What are the due dates for GSTR-1 and GSTR-3B?',
        answerHtml: `<p>Monthly filers submit GSTR-1 by the <strong>11th</strong> and GSTR-3B by the <strong>20th</strong> of the following month. Taxpayers under the QRMP scheme file GSTR-1 quarterly by the 13th and GSTR-3B by the 22nd or 24th of the month after the quarter, depending on their state, and pay tax for the first two months of the quarter by the 25th using PMT-06.</p>`,
      },
      {
        question: 'Who can opt for the QRMP scheme?',
        answerHtml: `<p>Registered persons with aggregate annual turnover up to ₹5 crore in the previous financial year can choose Quarterly Return Monthly Payment. Returns are quarterly but tax is still paid monthly. The optional Invoice Furnishing Facility (IFF) lets you upload B2B invoices monthly so your customers can claim credit sooner.</p>`,
      },
      {
        question: 'What is the composition scheme?',
        answerHtml: `<p>Small businesses with turnover up to ₹1.5 crore (₹75 lakh in some special category states) can pay tax at a low fixed rate on turnover — generally 1% for traders and manufacturers and 5% for restaurants — and service providers with turnover up to ₹50 lakh can pay 6%. Composition dealers cannot collect GST from customers, cannot claim input tax credit and cannot make inter-state supplies of goods. They pay tax quarterly through CMP-08 and file an annual GSTR-4.</p>`,
      },
      {
        question: 'What is the penalty for filing GSTR-3B late?',
        answerHtml: `<p>A late fee of ₹50 per day (₹20 per day for nil returns) applies, capped at an amount that depends on turnover. In addition, interest at 18% a year is charged on the tax paid late. You cannot file GSTR-3B for a later month until earlier returns are filed, so delays tend to snowball.</p>`,
      },
      {
        question: 'When can I claim input tax credit?',
        answerHtml: `<p>You need a valid tax invoice, must have received the goods or services, the supplier must have filed the invoice so that it appears in your GSTR-2B, and the supplier must have paid the tax. Credit for a financial year must be claimed by 30 November of the following year or the date you file the annual return, whichever is earlier. If you do not pay the supplier within 180 days of the invoice date, the credit must be reversed; it can be claimed again once you pay.</p>`,
      },
      {
        question: 'Do exporters have to pay GST?',
        answerHtml: `<p>Exports are zero-rated. You can either export under a Letter of Undertaking without paying IGST and claim a refund of unused input tax credit, or pay IGST on the export and claim a refund of that IGST. Most small exporters prefer the LUT route because it does not block working capital.</p>`,
      },
    ],
  },

  // ───────────────────────────────────────────── Startup Registrations ─────────────────────────────────────────────
  {
    key: 'startup',
    name: 'Startup Registrations',
    slug: 'startup-registrations',
    overviewHtml: `<p>The Government of India supports new businesses through the <strong>Startup India</strong> programme run by the Department for Promotion of Industry and Internal Trade (DPIIT), and supports small businesses generally through <strong>Udyam (MSME) registration</strong>. Both registrations are free on the government portals; the value lies in getting the eligibility and the application right.</p>
<p><strong>DPIIT startup recognition</strong> is open to private limited companies, LLPs and registered partnership firms up to 10 years old, with turnover not exceeding ₹100 crore in any year, that are working on innovation or a scalable business model. Recognised startups can:</p>
<ul>
<li>self-certify compliance under several labour and environmental laws;</li>
<li>apply for the section 80-IAC income tax holiday (companies and LLPs);</li>
<li>file patents with fee rebates and expedited examination, and trademarks at the reduced fee;</li>
<li>get relaxations in public procurement, such as exemption from prior-experience and turnover criteria;</li>
<li>apply for government schemes such as the Startup India Seed Fund Scheme through incubators.</li>
</ul>
<p><strong>Udyam registration</strong> classifies a business as micro, small or medium by investment and turnover. Since 1 April 2025 the limits are: micro – investment up to ₹2.5 crore and turnover up to ₹10 crore; small – up to ₹25 crore and ₹100 crore; medium – up to ₹125 crore and ₹500 crore. Registered micro and small enterprises are protected against delayed payments under the MSMED Act and are eligible for priority sector lending and many state incentives.</p>`,
    services: [
      {
        name: 'DPIIT Startup Recognition',
        slug: 'dpiit-startup-recognition',
        descriptionHtml: `<p>We register your entity on the Startup India portal and apply for DPIIT recognition. The key to approval is a clear, specific write-up of how your product or service is innovative or scalable; we draft it with you and attach the right supporting material.</p>
<ul>
<li>Eligibility check (entity type, age, turnover)</li>
<li>Drafting of the innovation and scalability write-up</li>
<li>Filing of the recognition application and reply to any clarification</li>
<li>Certificate of Recognition with a DPIIT number</li>
</ul>
<p><strong>Timeline:</strong> application in 3 working days; DPIIT typically decides within a few weeks.</p>`,
        pricePaise: 299900,
        governmentFeePaise: null,
        sacCode: '998311',
        type: 'business',
        documents: [
          { name: 'Certificate of incorporation or partnership registration', mandatory: true, type: 'Document' },
          { name: 'PAN of the entity', mandatory: true, type: 'Text' },
          { name: 'Brief description of the product or service and its innovation', mandatory: true, type: 'Text' },
          { name: 'Pitch deck, website link or product video', mandatory: false, type: 'Document' },
          { name: 'Patent, trademark or award details, if any', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Udyam (MSME) Registration',
        slug: 'udyam-msme-registration',
        descriptionHtml: `<p>Udyam registration is a one-time, Aadhaar-based registration that gives your business a permanent Udyam Registration Number and an e-certificate. Investment and turnover are picked up from the income tax and GST databases, so we check that your PAN and GSTIN details are consistent before filing.</p>
<ul>
<li>Classification as micro, small or medium</li>
<li>Correct NIC codes for your activities</li>
<li>Filing on the Udyam portal and download of the certificate</li>
<li>Explanation of delayed-payment protection and section 43B(h)</li>
</ul>
<p><strong>Timeline:</strong> 1 working day.</p>`,
        pricePaise: 79900,
        governmentFeePaise: null,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'Aadhaar number of proprietor, managing partner or director', mandatory: true, type: 'Text' },
          { name: 'PAN of the enterprise', mandatory: true, type: 'Text' },
          { name: 'GSTIN (if registered)', mandatory: false, type: 'Text' },
          { name: 'Bank account number and IFSC', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Startup India Seed Fund Application Assistance',
        slug: 'startup-india-seed-fund-application',
        descriptionHtml: `<p>The Startup India Seed Fund Scheme provides early-stage funding through selected incubators: grants of up to ₹20 lakh for proof of concept, prototype development or product trials, and up to ₹50 lakh through convertible debentures or debt for market entry and commercialisation. Applicants must be DPIIT-recognised startups incorporated not more than two years before applying. We help you shortlist incubators and prepare a strong application; selection is entirely at the incubator’s discretion.</p>
<ul>
<li>Eligibility check and incubator shortlist</li>
<li>Review of business plan, budget and milestones</li>
<li>Pitch deck feedback and application filing on the portal</li>
<li>Preparation for the incubator’s evaluation committee</li>
</ul>
<p><strong>Timeline:</strong> 7 to 10 working days to submit; availability depends on the scheme and incubator calls.</p>`,
        pricePaise: 999900,
        governmentFeePaise: null,
        sacCode: '998311',
        type: 'business',
        documents: [
          { name: 'DPIIT recognition certificate', mandatory: true, type: 'Document' },
          { name: 'Pitch deck', mandatory: true, type: 'Document' },
          { name: 'Business plan with fund utilisation budget', mandatory: true, type: 'Document' },
          { name: 'Shareholding pattern', mandatory: true, type: 'Document' },
          { name: 'Product demo or prototype video link', mandatory: false, type: 'Text' },
        ],
      },
      {
        name: 'Section 80-IAC Tax Exemption Application',
        slug: 'section-80iac-tax-exemption',
        descriptionHtml: `<p>An eligible startup can claim a 100% deduction of its profits for any three consecutive years out of its first ten years. Only DPIIT-recognised private limited companies and LLPs incorporated on or after 1 April 2016 (and, as extended by the Finance Act 2025, before 1 April 2030) with turnover up to ₹100 crore can apply, and they need a certificate from the Inter-Ministerial Board. We prepare the application with the documents the Board looks for.</p>
<ul>
<li>Eligibility check and review of the business model write-up</li>
<li>Compilation of audited accounts and income tax returns</li>
<li>Filing of the application on the Startup India portal and replies to Board queries</li>
<li>Advice on choosing the three years of deduction</li>
</ul>
<p><strong>Timeline:</strong> application in 5 working days; Board decisions take several weeks or more.</p>`,
        pricePaise: 799900,
        governmentFeePaise: null,
        sacCode: '998231',
        type: 'business',
        documents: [
          { name: 'DPIIT recognition certificate', mandatory: true, type: 'Document' },
          { name: 'Memorandum and Articles of Association or LLP agreement', mandatory: true, type: 'Document' },
          { name: 'Audited financial statements (latest years)', mandatory: true, type: 'Document' },
          { name: 'Income tax returns filed by the entity', mandatory: true, type: 'Document' },
          { name: 'Board resolution authorising the application', mandatory: true, type: 'Document' },
          { name: 'Patents, awards or funding letters', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Import Export Code (IEC) Registration',
        slug: 'import-export-code-registration',
        descriptionHtml: `<p>An Import Export Code issued by the Directorate General of Foreign Trade (DGFT) is needed to import or export goods, and is also required for export incentives and many banking transactions. The IEC is PAN-based, valid for life, but must be updated on the DGFT portal every year between April and June, even if nothing has changed.</p>
<ul>
<li>Application on the DGFT portal with the ₹500 fee</li>
<li>Linking of bank account and branch details</li>
<li>IEC certificate and reminder for the annual update</li>
</ul>
<p><strong>Timeline:</strong> usually 1–2 working days.</p>`,
        pricePaise: 149900,
        governmentFeePaise: 50000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'PAN of the business or proprietor', mandatory: true, type: 'Text' },
          { name: 'Address proof of the business premises', mandatory: true, type: 'Document' },
          { name: 'Cancelled cheque or bank certificate', mandatory: true, type: 'Document' },
          { name: 'Certificate of incorporation or partnership deed', mandatory: false, type: 'Document' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Who is eligible for DPIIT startup recognition?',
        answerHtml: `<p>A private limited company, LLP or registered partnership firm that is not more than 10 years old from incorporation, has not had turnover above ₹100 crore in any financial year, was not formed by splitting up or reconstructing an existing business, and is working towards innovation or improvement of products, processes or services, or has a scalable business model with high potential for jobs or wealth creation. Sole proprietorships are not eligible.</p>`,
      },
      {
        question: 'Is there a government fee for DPIIT recognition or Udyam registration?',
        answerHtml: `<p>No. Both registrations are free on the official portals. Be wary of websites that look official and ask for a fee for Udyam registration; our fee is for professional assistance only.</p>`,
      },
      {
        question: 'Does DPIIT recognition automatically give the 80-IAC tax holiday?',
        answerHtml: `<p>No. Recognition is only the first step. For the income tax exemption under section 80-IAC, a company or LLP must separately apply to the Inter-Ministerial Board and receive a certificate. Partnership firms, though eligible for recognition, cannot claim 80-IAC.</p>`,
      },
      {
        question: 'What protection does Udyam registration give against late payments?',
        answerHtml: `<p>Under the MSMED Act, a buyer must pay a registered micro or small enterprise within the agreed period, which cannot exceed 45 days, or within 15 days where nothing is agreed. Late payments carry compound interest at three times the RBI bank rate, and the enterprise can approach the MSME Facilitation Council (the Samadhaan portal). In addition, under section 43B(h) of the Income-tax Act, 1961, buyers can deduct such payments only in the year they are actually paid within the time limit.</p>`,
      },
      {
        question: 'Do I need to renew Udyam registration?',
        answerHtml: `<p>No renewal is needed; the registration is permanent. However, the classification is updated automatically each year from your ITR and GST data, and you should update the registration if your activities, address or ownership change.</p>`,
      },
      {
        question: 'Can a startup get money under the Seed Fund Scheme directly from the government?',
        answerHtml: `<p>No. Funds under the Startup India Seed Fund Scheme are disbursed through selected incubators, which evaluate applications and decide the amount and form of support. An applicant should generally not have received more than ₹10 lakh of monetary support under other central or state government schemes, and Indian promoters should hold at least 51% of the startup.</p>`,
      },
      {
        question: 'Can a proprietorship register as a startup?',
        answerHtml: `<p>It can register under Udyam as an MSME, but it cannot get DPIIT startup recognition. If you want recognition, investment or the 80-IAC benefit, you will need to incorporate a private limited company or LLP, or register a partnership firm.</p>`,
      },
    ],
  },

  // ───────────────────────────────────────────── Company (MCA) ─────────────────────────────────────────────
  {
    key: 'company',
    name: 'Company (MCA)',
    slug: 'company-mca',
    overviewHtml: `<p>Companies and LLPs in India are registered with the Ministry of Corporate Affairs (MCA) and file their returns with the Registrar of Companies (ROC) on the MCA portal. Choosing the right structure at the start saves cost and effort later.</p>
<ul>
<li><strong>Private limited company</strong> – minimum two directors and two shareholders; at least one director must have stayed in India for 182 days or more in the financial year. No minimum capital. Preferred by investors.</li>
<li><strong>Limited liability partnership (LLP)</strong> – minimum two designated partners; lighter compliance, and an audit is needed only when turnover exceeds ₹40 lakh or contribution exceeds ₹25 lakh.</li>
<li><strong>One person company (OPC)</strong> – a single individual owner with a nominee; no AGM is required.</li>
</ul>
<p>Incorporation is done through the SPICe+ form, which also issues the company’s PAN and TAN and registers it with EPFO and ESIC. After incorporation a company must appoint its first auditor within 30 days and file the declaration of commencement of business (INC-20A) within 180 days.</p>
<p><strong>Annual compliance for a private limited company</strong> includes holding board meetings and an AGM (within six months of the financial year end), filing financial statements in <strong>AOC-4</strong> within 30 days of the AGM and the annual return in <strong>MGT-7/MGT-7A</strong> within 60 days, auditor appointment in ADT-1, the return of deposits in DPT-3 and the KYC of each director (DIR-3 KYC). Late filings cost ₹100 per day per form in additional fees, so a compliance calendar is essential.</p>`,
    services: [
      {
        name: 'Private Limited Company Incorporation',
        slug: 'private-limited-company-incorporation',
        descriptionHtml: `<p>Register your private limited company end to end through SPICe+: name reservation, Digital Signature Certificates for two directors, DIN, drafting of the Memorandum and Articles of Association, and the certificate of incorporation with PAN and TAN. The government fee shown is a typical estimate for name reservation and stamp duty on ₹1 lakh authorised capital; stamp duty varies by state and any difference is adjusted at actuals.</p>
<ul>
<li>Name availability search and reservation</li>
<li>2 Class 3 DSCs and DIN for up to 2 directors</li>
<li>Drafting of MOA and AOA and filing of SPICe+, AGILE-PRO-S, e-MOA and e-AOA</li>
<li>Certificate of incorporation, PAN, TAN, EPFO and ESIC registration</li>
<li>Bank account opening support and a post-incorporation checklist (INC-20A, first auditor)</li>
</ul>
<p><strong>Timeline:</strong> 10 to 15 working days, subject to name approval and ROC processing.</p>`,
        pricePaise: 699900,
        governmentFeePaise: 200000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'PAN of each director and shareholder', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card of each director and shareholder', mandatory: true, type: 'Document' },
          { name: 'Passport-size photograph of each director', mandatory: true, type: 'Document' },
          {
            name: 'Bank statement of each director (not older than 2 months) as address proof',
            mandatory: true,
            type: 'Document',
          },
          {
            name: 'Electricity bill of registered office (not older than 2 months) and owner’s NOC',
            mandatory: true,
            type: 'Document',
          },
          { name: 'Two proposed company names and main objects', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'LLP Incorporation',
        slug: 'llp-incorporation',
        descriptionHtml: `<p>Form a limited liability partnership with two or more partners. We reserve the name through RUN-LLP, file the incorporation form FiLLiP, and draft and file the LLP agreement in Form 3, which must be filed within 30 days of incorporation. The government fee covers RUN-LLP, FiLLiP and Form 3 fees for contribution up to ₹1 lakh; stamp duty on the LLP agreement varies by state and is charged at actuals.</p>
<ul>
<li>DSCs and DPIN for two designated partners</li>
<li>Name reservation and FiLLiP filing</li>
<li>Drafting of the LLP agreement covering capital, profit sharing and exit</li>
<li>Certificate of incorporation, LLPIN, PAN and TAN</li>
</ul>
<p><strong>Timeline:</strong> 12 to 18 working days.</p>`,
        pricePaise: 599900,
        governmentFeePaise: 155000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'PAN of each partner', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card of each partner', mandatory: true, type: 'Document' },
          { name: 'Passport-size photograph of each partner', mandatory: true, type: 'Document' },
          { name: 'Electricity bill of registered office and owner’s NOC', mandatory: true, type: 'Document' },
          { name: 'Capital contribution and profit-sharing ratio', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'One Person Company (OPC) Incorporation',
        slug: 'one-person-company-incorporation',
        descriptionHtml: `<p>Start a company on your own with limited liability. An OPC has one member, who must be a natural person and an Indian citizen (resident or NRI), and a nominee who takes over on the member’s death or incapacity. There is no longer a turnover or capital limit forcing conversion, and an OPC can convert voluntarily into a private company.</p>
<ul>
<li>DSC and DIN for the director</li>
<li>Nominee consent in Form INC-3</li>
<li>Drafting of MOA and AOA and filing of SPICe+</li>
<li>Certificate of incorporation, PAN and TAN</li>
</ul>
<p><strong>Timeline:</strong> 10 to 15 working days.</p>`,
        pricePaise: 649900,
        governmentFeePaise: 200000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'PAN and Aadhaar of the member and nominee', mandatory: true, type: 'Document' },
          { name: 'Passport-size photograph of the director', mandatory: true, type: 'Document' },
          { name: 'Bank statement of the director as address proof', mandatory: true, type: 'Document' },
          { name: 'Electricity bill of registered office and owner’s NOC', mandatory: true, type: 'Document' },
          { name: 'Proposed company names', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Annual ROC Compliance for Private Limited Company',
        slug: 'annual-roc-compliance-private-limited',
        descriptionHtml: `<p>A complete annual compliance package for small private limited companies. We prepare the statutory documents, minutes and forms so your company stays in good standing and avoids the ₹100-per-day additional fee on late forms. The statutory audit is done by an independent auditor and billed separately.</p>
<ul>
<li>Board report, notice of AGM and minutes</li>
<li>AOC-4 (financial statements) within 30 days of the AGM</li>
<li>MGT-7 or MGT-7A (annual return) within 60 days of the AGM</li>
<li>ADT-1 for auditor appointment, DPT-3 and MSME-1 where applicable</li>
<li>DIR-3 KYC reminders for all directors</li>
</ul>
<p><strong>Timeline:</strong> annual engagement; forms filed within 7 working days of the AGM. Government fee shown is for AOC-4 and MGT-7 at nominal capital below ₹1 lakh.</p>`,
        pricePaise: 999900,
        governmentFeePaise: 40000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'Corporate Identification Number (CIN)', mandatory: true, type: 'Text' },
          { name: 'Audited financial statements and auditor’s report', mandatory: true, type: 'Document' },
          { name: 'List of shareholders and directors with changes during the year', mandatory: true, type: 'Document' },
          { name: 'Minutes of board meetings held during the year', mandatory: false, type: 'Document' },
          { name: 'Directors’ DSCs (token or authorisation)', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'LLP Annual Filing (Form 8 and Form 11)',
        slug: 'llp-annual-filing',
        descriptionHtml: `<p>Every LLP must file its annual return in Form 11 by 30 May and its statement of account and solvency in Form 8 by 30 October, even if it had no business during the year. Late filing attracts an additional fee of ₹100 per day per form with no upper cap, so dormant LLPs build up large penalties quickly.</p>
<ul>
<li>Preparation and filing of Form 11 and Form 8</li>
<li>Certification by a practising professional where required</li>
<li>Designated partner KYC check</li>
</ul>
<p><strong>Timeline:</strong> 5 working days per form. Government fee shown is for contribution up to ₹1 lakh.</p>`,
        pricePaise: 499900,
        governmentFeePaise: 10000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'LLPIN', mandatory: true, type: 'Text' },
          { name: 'Financial statements for the year', mandatory: true, type: 'Document' },
          { name: 'Details of partners and contribution', mandatory: true, type: 'Document' },
          { name: 'Designated partners’ DSCs', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'DIN KYC (DIR-3 KYC) for Directors',
        slug: 'din-kyc-dir-3-kyc',
        descriptionHtml: `<p>Every individual holding a Director Identification Number (DIN) or DPIN must keep their KYC current with MCA, either through e-form DIR-3 KYC or, where details are unchanged, the simpler web-based KYC. The cycle has traditionally been annual with a 30 September deadline; MCA has been revising the frequency, so we confirm the current due date before filing. A DIN whose KYC lapses is marked deactivated and can be restored only on payment of a ₹5,000 fee.</p>
<ul>
<li>Verification of mobile number and e-mail through OTP</li>
<li>Filing of DIR-3 KYC or web KYC with professional certification</li>
<li>Reactivation of a deactivated DIN (government fee extra)</li>
</ul>
<p><strong>Timeline:</strong> 1 working day.</p>`,
        pricePaise: 69900,
        governmentFeePaise: null,
        sacCode: '998399',
        type: 'individual',
        documents: [
          { name: 'DIN', mandatory: true, type: 'Text' },
          { name: 'PAN card', mandatory: true, type: 'Document' },
          { name: 'Aadhaar card', mandatory: true, type: 'Document' },
          { name: 'Personal mobile number and e-mail ID', mandatory: true, type: 'Text' },
          { name: 'Passport (mandatory for foreign nationals)', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Change of Directors (Appointment or Resignation)',
        slug: 'change-of-directors',
        descriptionHtml: `<p>Add a new director or record a resignation. The company must file Form DIR-12 within 30 days of the change; a resigning director may also file DIR-11. We draft the board resolution, consent in DIR-2 and declaration in DIR-8, and obtain a DIN for the new director if needed.</p>
<ul>
<li>Board resolution and, where required, shareholders’ resolution</li>
<li>DIR-2 consent and DIR-8 declaration</li>
<li>DIN application for a new director through DIR-3 (if required)</li>
<li>Filing of DIR-12 and update of the statutory registers</li>
</ul>
<p><strong>Timeline:</strong> 3 to 5 working days. Government fee shown is for nominal capital between ₹1 lakh and ₹5 lakh.</p>`,
        pricePaise: 299900,
        governmentFeePaise: 30000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'CIN of the company', mandatory: true, type: 'Text' },
          { name: 'PAN and Aadhaar of the incoming director', mandatory: false, type: 'Document' },
          { name: 'Resignation letter of the outgoing director', mandatory: false, type: 'Document' },
          { name: 'DSC of an existing director', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Company Strike Off (Closure)',
        slug: 'company-strike-off',
        descriptionHtml: `<p>Close a company that has not started business within a year of incorporation, or has not carried on business for the two immediately preceding financial years, through a voluntary strike-off under section 248(2) of the Companies Act, 2013. All pending annual filings must be brought up to date and the company must have no liabilities before applying in Form STK-2.</p>
<ul>
<li>Review of pending filings, bank accounts and liabilities</li>
<li>Board and special resolutions, indemnity bond and affidavits</li>
<li>Statement of accounts certified by a chartered accountant</li>
<li>Filing of STK-2 with the ₹10,000 fee and follow-up until the strike-off notice is published</li>
</ul>
<p><strong>Timeline:</strong> filing in 10 working days; the Registrar’s process commonly takes several months.</p>`,
        pricePaise: 1199900,
        governmentFeePaise: 1000000,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'CIN of the company', mandatory: true, type: 'Text' },
          { name: 'Latest financial statements', mandatory: true, type: 'Document' },
          { name: 'Bank account closure certificate', mandatory: false, type: 'Document' },
          { name: 'PAN and Aadhaar of all directors', mandatory: true, type: 'Document' },
          { name: 'Consent of shareholders holding at least 75% of paid-up capital', mandatory: true, type: 'Document' },
        ],
      },
    ],
    faqs: [
      {
        question: 'What is the minimum capital needed to start a private limited company?',
        answerHtml: `<p>There is no minimum paid-up capital requirement. Many founders start with ₹1 lakh of authorised capital; the ROC filing fee is nil for authorised capital up to ₹15 lakh, although stamp duty on the MOA and AOA varies by state.</p>`,
      },
      {
        question: 'Can a non-resident Indian or foreign national be a director?',
        answerHtml: `<p>Yes, but every company must have at least one director who has stayed in India for a total of at least 182 days during the financial year. Foreign directors need notarised and apostilled (or consularised) identity and address proof.</p>`,
      },
      {
        question: 'When are AOC-4 and MGT-7 due?',
        answerHtml: `<p>AOC-4 (financial statements) is due within 30 days of the AGM, and MGT-7 or MGT-7A (annual return) within 60 days of the AGM. For a company holding its AGM on 30 September, that means about 29–30 October for AOC-4 and 29 November for MGT-7.</p>`,
      },
      {
        question: 'What is the penalty for filing ROC forms late?',
        answerHtml: `<p>An additional fee of ₹100 per day of delay is charged for each form, with no upper limit for most annual forms. Continued default can also lead to penalties on the company and its officers, disqualification of directors who fail to file for three consecutive years, and eventually strike-off by the Registrar.</p>`,
      },
      {
        question: 'Is a statutory audit required even if the company had no turnover?',
        answerHtml: `<p>Yes. Every company, irrespective of turnover, must have its accounts audited by a chartered accountant appointed as statutory auditor and must file its financial statements and annual return every year. LLPs, by contrast, need an audit only above the turnover or contribution limits.</p>`,
      },
      {
        question: 'What is INC-20A?',
        answerHtml: `<p>It is the declaration of commencement of business that a company with share capital must file within 180 days of incorporation, confirming that subscribers have paid for their shares. Not filing it can lead to a penalty of ₹50,000 on the company and removal of the company’s name from the register.</p>`,
      },
      {
        question: 'Should I choose an LLP or a private limited company?',
        answerHtml: `<p>An LLP has lower compliance costs and suits professional firms and family businesses. A private limited company is better if you plan to raise equity investment, issue ESOPs or seek DPIIT recognition with investor funding, because investors can hold shares and the structure is familiar to them.</p>`,
      },
    ],
  },

  // ───────────────────────────────────────────── Trademark ─────────────────────────────────────────────
  {
    key: 'trademark',
    name: 'Trademark',
    slug: 'trademark',
    overviewHtml: `<p>A trademark is a brand name, logo, slogan or other sign that distinguishes your goods or services. Registration under the Trade Marks Act, 1999 gives you the exclusive right to use the mark for the registered goods or services and makes it much easier to stop copycats.</p>
<ul>
<li>Goods and services are divided into <strong>45 classes</strong> under the Nice Classification: classes 1–34 cover goods and 35–45 cover services. You file in every class that matches your business.</li>
<li>The application is filed in <strong>Form TM-A</strong>. The official e-filing fee is ₹4,500 per class for individuals, startups and small enterprises and ₹9,000 per class for others.</li>
<li>You may use ™ as soon as you apply. The ® symbol may be used only after registration.</li>
<li>Registration is valid for <strong>10 years</strong> from the application date and can be renewed every 10 years indefinitely.</li>
</ul>
<p>After filing, the Registry examines the application. If an objection is raised, a reply must be filed within 30 days. Accepted marks are advertised in the Trade Marks Journal, and anyone may oppose them within four months. If there is no opposition, the registration certificate is issued. We also register copyright in artistic, literary and software works.</p>`,
    services: [
      {
        name: 'Trademark Search Report',
        slug: 'trademark-search-report',
        descriptionHtml: `<p>Before you invest in a brand, find out whether an identical or confusingly similar mark is already registered or pending. We search the Trade Marks Registry for word and phonetic matches in the relevant classes and give you a written opinion on the risk of objection or opposition.</p>
<ul>
<li>Class identification for your goods or services</li>
<li>Word and phonetic search in up to 2 classes</li>
<li>Written report with conflicting marks and a risk rating</li>
</ul>
<p><strong>Timeline:</strong> 1 to 2 working days.</p>`,
        pricePaise: 99900,
        governmentFeePaise: null,
        sacCode: '998213',
        type: 'both',
        documents: [
          { name: 'Proposed brand name', mandatory: true, type: 'Text' },
          { name: 'Description of goods or services', mandatory: true, type: 'Text' },
          { name: 'Logo image', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Trademark Registration – Individual, Startup or Small Enterprise',
        slug: 'trademark-registration-individual-startup',
        descriptionHtml: `<p>File your trademark application in one class at the reduced official fee of ₹4,500, available to individuals, DPIIT-recognised startups and micro or small enterprises registered under Udyam. A trademark attorney conducts a search, drafts the specification of goods or services and files Form TM-A, after which you can start using ™ with your brand.</p>
<ul>
<li>Pre-filing search and class selection</li>
<li>Drafting of the goods or services specification</li>
<li>Preparation of the power of attorney (TM-48) and user affidavit, if claiming prior use</li>
<li>Filing of TM-A and status tracking until examination</li>
</ul>
<p><strong>Timeline:</strong> application filed within 2 working days. Registration without objection commonly takes 8 months to 2 years.</p>`,
        pricePaise: 249900,
        governmentFeePaise: 450000,
        sacCode: '998213',
        type: 'both',
        documents: [
          { name: 'Brand name or word mark', mandatory: true, type: 'Text' },
          { name: 'Logo image (for a device mark)', mandatory: false, type: 'Document' },
          { name: 'PAN and Aadhaar of the applicant', mandatory: true, type: 'Document' },
          {
            name: 'Udyam certificate or DPIIT recognition certificate (for the reduced fee)',
            mandatory: false,
            type: 'Document',
          },
          { name: 'Signed power of attorney (TM-48)', mandatory: true, type: 'Document' },
          { name: 'Proof of prior use, such as invoices or advertisements', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Trademark Registration – Company or LLP',
        slug: 'trademark-registration-company',
        descriptionHtml: `<p>For companies, LLPs and firms that are not registered as small enterprises or startups, the official fee is ₹9,000 per class. We file the application in the company’s name so that the brand is owned by the business, not an individual founder — an important point in investor due diligence.</p>
<ul>
<li>Search and class strategy across product and service lines</li>
<li>Drafting of specifications and the user affidavit</li>
<li>Filing of TM-A in one class, with a board resolution where needed</li>
<li>Status tracking and reminders until registration</li>
</ul>
<p><strong>Timeline:</strong> application filed within 2 working days.</p>`,
        pricePaise: 299900,
        governmentFeePaise: 900000,
        sacCode: '998213',
        type: 'business',
        documents: [
          { name: 'Brand name or word mark', mandatory: true, type: 'Text' },
          { name: 'Logo image (for a device mark)', mandatory: false, type: 'Document' },
          { name: 'Certificate of incorporation', mandatory: true, type: 'Document' },
          { name: 'Signed power of attorney (TM-48)', mandatory: true, type: 'Document' },
          { name: 'Board resolution authorising the signatory', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Trademark Objection Reply',
        slug: 'trademark-objection-reply',
        descriptionHtml: `<p>If the examiner raises an objection — for example that the mark is descriptive (section 9) or similar to an earlier mark (section 11) — a written reply must be filed within 30 days of the examination report, or the application may be treated as abandoned. Our trademark attorney drafts a reasoned reply with case law and evidence of use.</p>
<ul>
<li>Analysis of the examination report</li>
<li>Drafting and filing of the reply with supporting affidavit and evidence</li>
<li>Representation at one show-cause hearing, if scheduled</li>
</ul>
<p><strong>Timeline:</strong> reply filed within 5 working days of instructions.</p>`,
        pricePaise: 349900,
        governmentFeePaise: null,
        sacCode: '998212',
        type: 'both',
        documents: [
          { name: 'Trademark application number', mandatory: true, type: 'Text' },
          { name: 'Copy of the examination report', mandatory: true, type: 'Document' },
          { name: 'Evidence of use (invoices, advertisements, website screenshots)', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Trademark Renewal',
        slug: 'trademark-renewal',
        descriptionHtml: `<p>Keep your registration alive for another 10 years. Renewal in Form TM-R can be filed up to one year before expiry; within six months after expiry it is still possible with a surcharge, and a lapsed mark may be restored within one year of expiry. The official e-filing fee is ₹9,000 per class.</p>
<ul>
<li>Verification of expiry date and ownership details</li>
<li>Filing of TM-R and tracking until the renewal is recorded</li>
<li>Reminder for the next renewal</li>
</ul>
<p><strong>Timeline:</strong> filed within 2 working days. Surcharge or restoration fees, if late, are extra.</p>`,
        pricePaise: 199900,
        governmentFeePaise: 900000,
        sacCode: '998213',
        type: 'both',
        documents: [
          { name: 'Trademark registration number', mandatory: true, type: 'Text' },
          { name: 'Copy of the registration certificate', mandatory: false, type: 'Document' },
          { name: 'Signed power of attorney (TM-48)', mandatory: true, type: 'Document' },
        ],
      },
      {
        name: 'Copyright Registration',
        slug: 'copyright-registration',
        descriptionHtml: `<p>Copyright exists automatically when an original work is created, but registration with the Copyright Office gives you a certificate that is prima facie evidence of ownership in court. We register literary works, artistic works such as logos, software and more. The government fee shown is ₹500 per literary or artistic work; some categories cost more.</p>
<ul>
<li>Filing of the application with the statement of particulars</li>
<li>No-objection certificate from the author or trademark search, where required</li>
<li>Follow-up after the mandatory 30-day waiting period for objections</li>
</ul>
<p><strong>Timeline:</strong> filed in 3 working days; the Copyright Office usually takes several months to register.</p>`,
        pricePaise: 399900,
        governmentFeePaise: 50000,
        sacCode: '998213',
        type: 'both',
        documents: [
          { name: 'Copy of the work (manuscript, artwork, source code extract)', mandatory: true, type: 'Document' },
          { name: 'Identity proof of the applicant', mandatory: true, type: 'Document' },
          { name: 'NOC from the author, if the applicant is not the author', mandatory: false, type: 'Document' },
          { name: 'Signed power of attorney', mandatory: true, type: 'Document' },
        ],
      },
    ],
    faqs: [
      {
        question: 'How long does a trademark registration last?',
        answerHtml: `<p>A registered trademark is valid for 10 years from the date of application and can be renewed for further periods of 10 years, indefinitely, as long as renewal fees are paid.</p>`,
      },
      {
        question: 'What is the government fee for a trademark application?',
        answerHtml: `<p>For e-filing, ₹4,500 per class for individuals, startups and small enterprises, and ₹9,000 per class for all other applicants. Physical filing costs more. You pay this fee for each class in which you apply.</p>`,
      },
      {
        question: 'Can I use my brand before registration?',
        answerHtml: `<p>Yes. You can use the ™ symbol once the application is filed, and in India prior use itself creates rights that can be enforced in a passing-off action. However, you may use ® only after registration; falsely representing a mark as registered is an offence.</p>`,
      },
      {
        question: 'What happens after I file the application?',
        answerHtml: `<p>The Registry examines the application and issues an examination report. If there is an objection you must reply within 30 days. Once accepted, the mark is advertised in the Trade Marks Journal and third parties have four months to oppose it. If there is no opposition, or the opposition fails, the mark is registered.</p>`,
      },
      {
        question: 'How do I know which class to apply in?',
        answerHtml: `<p>Classes 1 to 34 cover goods and 35 to 45 cover services. For example, clothing is in class 25, software products in class 9, restaurants in class 43 and most software-as-a-service offerings in class 42. If you sell products and also provide services under the same brand, you will usually need more than one class.</p>`,
      },
      {
        question: 'Is a trademark different from copyright?',
        answerHtml: `<p>Yes. A trademark protects a sign that identifies the source of goods or services; copyright protects original creative works such as books, music, artwork and software. A logo can be protected both ways: copyright in the artwork and trademark in its use as a brand.</p>`,
      },
    ],
  },

  // ───────────────────────────────────────────── Bank Valuation ─────────────────────────────────────────────
  {
    key: 'bankvaluation',
    name: 'Bank Valuation',
    slug: 'bank-valuation',
    overviewHtml: `<p>A valuation report is an independent valuer’s opinion of what an asset — usually land, a flat or a building, sometimes plant, machinery or vehicles — is worth on a given date. Banks and other institutions rely on it before lending against the asset or dealing with it.</p>
<ul>
<li><strong>Home loans and loans against property</strong> – the bank lends a percentage of the property value. RBI caps the loan-to-value ratio for housing loans at 90% for loans up to ₹30 lakh, 80% for ₹30–75 lakh and 75% above ₹75 lakh.</li>
<li><strong>Visas and education loans</strong> – embassies and lenders ask for property valuation as proof of family net worth or as collateral.</li>
<li><strong>NPAs and SARFAESI</strong> – before selling a secured asset, a bank must obtain a valuation from an approved valuer to fix the reserve price; borrowers often commission their own valuation to check it.</li>
<li><strong>Companies Act and IBC</strong> – certain valuations, such as those in insolvency proceedings, must be done by a registered valuer registered with the Insolvency and Bankruptcy Board of India (IBBI).</li>
<li><strong>Capital gains</strong> – for property acquired before 1 April 2001, its fair market value on that date can be taken as cost, supported by a valuation report.</li>
</ul>
<p>A good report records the legal and physical details of the property, the approved plan, the site inspection, comparable sale prices and the government guideline (circle) rate, and states the fair market value, realisable value and distress value. Our panel valuers cover residential, commercial and industrial assets.</p>`,
    services: [
      {
        name: 'Property Valuation for Home Loan or Loan Against Property',
        slug: 'property-valuation-home-loan',
        descriptionHtml: `<p>An independent valuation of a flat, house, plot or commercial unit, in the format generally accepted by banks and housing finance companies. Useful when you are buying, taking a loan against property or transferring a loan to another bank. Where your lender insists on its own empanelled valuer, we can coordinate with them.</p>
<ul>
<li>Site inspection with photographs and measurements</li>
<li>Review of title documents, approved plan and tax receipts</li>
<li>Comparison with recent sales and the guideline (circle) rate</li>
<li>Report stating fair market value, realisable value and distress value</li>
</ul>
<p><strong>Timeline:</strong> inspection within 2 working days; report 3 working days after inspection.</p>`,
        pricePaise: 499900,
        governmentFeePaise: null,
        sacCode: '997224',
        type: 'both',
        documents: [
          { name: 'Sale deed or title deed', mandatory: true, type: 'Document' },
          { name: 'Approved building plan', mandatory: true, type: 'Document' },
          { name: 'Latest property tax receipt', mandatory: true, type: 'Document' },
          {
            name: 'Builder-buyer agreement or allotment letter (for under-construction property)',
            mandatory: false,
            type: 'Document',
          },
          { name: 'Encumbrance certificate', mandatory: false, type: 'Document' },
          { name: 'Full address and contact person for site visit', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Property Valuation for Visa or Education Loan',
        slug: 'valuation-visa-education-loan',
        descriptionHtml: `<p>Many embassies and lenders ask students and visitors to show family assets. We prepare a valuation of your family’s residential property, agricultural land or plot in a clear format that can be attached to a chartered accountant’s net worth certificate or an education loan application.</p>
<ul>
<li>Site inspection and document review</li>
<li>Valuation report on letterhead, signed by the valuer</li>
<li>Additional copies and a summary suitable for a net worth certificate</li>
</ul>
<p><strong>Timeline:</strong> 3 to 5 working days.</p>`,
        pricePaise: 299900,
        governmentFeePaise: null,
        sacCode: '997224',
        type: 'individual',
        documents: [
          { name: 'Sale deed, title deed or land record (khatauni, 7/12 extract, patta)', mandatory: true, type: 'Document' },
          { name: 'Latest property tax or land revenue receipt', mandatory: false, type: 'Document' },
          { name: 'Owner’s PAN', mandatory: true, type: 'Text' },
          { name: 'Purpose of valuation (visa country or lender name)', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Fair Market Value Report as on 1 April 2001 (Capital Gains)',
        slug: 'fmv-valuation-capital-gains',
        descriptionHtml: `<p>If you are selling land or a building bought or inherited before 1 April 2001, you can use its fair market value on 1 April 2001 as the cost of acquisition, which can greatly reduce capital gains tax. For land and buildings this value cannot exceed the stamp duty value on that date. We prepare a retrospective valuation report for your tax return and for any later assessment.</p>
<ul>
<li>Research of 2001 guideline rates and comparable transactions</li>
<li>Site inspection and measurement</li>
<li>Valuation report with the method and evidence used</li>
</ul>
<p><strong>Timeline:</strong> 5 to 7 working days.</p>`,
        pricePaise: 599900,
        governmentFeePaise: null,
        sacCode: '997224',
        type: 'individual',
        documents: [
          { name: 'Title deed or inheritance documents', mandatory: true, type: 'Document' },
          { name: 'Site plan or layout', mandatory: false, type: 'Document' },
          { name: 'Sale agreement for the current sale', mandatory: false, type: 'Document' },
          { name: 'Seller’s PAN', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Plant, Machinery and Vehicle Valuation',
        slug: 'plant-machinery-vehicle-valuation',
        descriptionHtml: `<p>Valuation of factory machinery, equipment and commercial vehicles for term loans, refinancing, insurance, sale or a change of lender. Our engineer valuers inspect the assets, check their condition and remaining life, and value them on replacement cost and market approaches.</p>
<ul>
<li>Physical verification against the fixed asset register</li>
<li>Condition assessment and remaining useful life</li>
<li>Report with fair value and realisable value</li>
</ul>
<p><strong>Timeline:</strong> 5 to 7 working days depending on the number of assets; price covers up to 25 assets at one site.</p>`,
        pricePaise: 799900,
        governmentFeePaise: null,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'Fixed asset register', mandatory: true, type: 'Document' },
          { name: 'Purchase invoices of machinery or vehicles', mandatory: true, type: 'Document' },
          { name: 'Vehicle registration certificates (RC)', mandatory: false, type: 'Document' },
          { name: 'Address of the site and contact person', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Valuation for NPA and SARFAESI Proceedings',
        slug: 'sarfaesi-npa-valuation',
        descriptionHtml: `<p>When a loan becomes a non-performing asset, the bank may take possession of the security under the SARFAESI Act and sell it after obtaining a valuation to fix the reserve price. Banks, asset reconstruction companies and borrowers use our reports — borrowers often want an independent figure to check whether the reserve price is fair or to support a one-time settlement proposal.</p>
<ul>
<li>Inspection of the secured property or assets</li>
<li>Fair market, realisable and distress values with reasoning</li>
<li>Report suitable for presentation to the bank or the Debts Recovery Tribunal</li>
</ul>
<p><strong>Timeline:</strong> 5 to 7 working days.</p>`,
        pricePaise: 1499900,
        governmentFeePaise: null,
        sacCode: '997224',
        type: 'business',
        documents: [
          { name: 'Title documents of the secured asset', mandatory: true, type: 'Document' },
          { name: 'Demand notice under section 13(2) or possession notice, if received', mandatory: false, type: 'Document' },
          { name: 'Sanction letter and loan account details', mandatory: false, type: 'Document' },
          { name: 'Site address and access arrangements', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Registered Valuer Report (Companies Act and IBC)',
        slug: 'registered-valuer-report-ibc',
        descriptionHtml: `<p>Where the Companies Act, 2013 or the Insolvency and Bankruptcy Code requires a valuation by a registered valuer, only a valuer registered with IBBI for the relevant asset class — land and building, plant and machinery, or securities or financial assets — can sign the report. In corporate insolvency, the resolution professional appoints two registered valuers to determine fair value and liquidation value.</p>
<ul>
<li>Valuation by an IBBI-registered valuer in the relevant asset class</li>
<li>Compliance with the applicable valuation standards</li>
<li>Fair value and liquidation value, with assumptions and limitations</li>
</ul>
<p><strong>Timeline:</strong> 10 to 15 working days; price is for a single-site property or asset block and is confirmed after scoping.</p>`,
        pricePaise: 2499900,
        governmentFeePaise: null,
        sacCode: '998399',
        type: 'business',
        documents: [
          { name: 'Engagement letter or appointment order', mandatory: true, type: 'Document' },
          { name: 'Asset list and title documents', mandatory: true, type: 'Document' },
          { name: 'Latest audited financial statements', mandatory: true, type: 'Document' },
          { name: 'CIN of the company', mandatory: true, type: 'Text' },
        ],
      },
    ],
    faqs: [
      {
        question: 'What is the difference between market value, realisable value and distress value?',
        answerHtml: `<p>Fair market value is the price a willing buyer would pay a willing seller in an open market. Realisable value is what the asset is expected to fetch when sold in the normal course, and is usually a little lower. Distress or forced-sale value is what it might fetch in a quick sale, such as an auction, and is lower still. Banks look at all three.</p>`,
      },
      {
        question: 'How much loan can I get against my property?',
        answerHtml: `<p>For housing loans, RBI limits the loan-to-value ratio to 90% for loans up to ₹30 lakh, 80% for loans above ₹30 lakh up to ₹75 lakh, and 75% above ₹75 lakh. Individual banks may lend less, and for loans against property the percentage is usually lower, often 50–70% of value.</p>`,
      },
      {
        question: 'Who can prepare a valuation report?',
        answerHtml: `<p>Banks use valuers on their own panel for lending decisions. Valuations required under the Companies Act, 2013 or the Insolvency and Bankruptcy Code must be done by a registered valuer registered with IBBI. For visas and capital gains, a report from a qualified and experienced valuer, typically an engineer or architect valuer, is generally accepted.</p>`,
      },
      {
        question: 'Does the valuer need to visit the property?',
        answerHtml: `<p>Yes. A reliable valuation requires a site inspection to confirm location, construction, age, condition and the extent of the property and to check it against the approved plan. Reports based only on documents are usually not accepted by banks.</p>`,
      },
      {
        question: 'Is the guideline (circle) rate the same as market value?',
        answerHtml: `<p>Not necessarily. The guideline or circle rate is the minimum value notified by the state government for stamp duty. Market value may be higher or lower. For income tax, if a property is sold below the stamp duty value by more than 10%, the stamp duty value is generally taken as the sale price.</p>`,
      },
      {
        question: 'How long is a valuation report valid?',
        answerHtml: `<p>A valuation speaks as of its date. There is no single legal validity period; most banks and embassies expect a report that is recent, often within the last three to six months, and will ask for a fresh one if the market or the property has changed.</p>`,
      },
    ],
  },

  // ───────────────────────────────────────────── Legal ─────────────────────────────────────────────
  {
    key: 'legal',
    name: 'Legal',
    slug: 'legal',
    overviewHtml: `<p>Most business disputes can be prevented by a well-drafted document, and many can be resolved with a well-drafted notice. Our advocates draft agreements, notices and complaints for individuals and businesses, in plain language that still holds up in court.</p>
<ul>
<li><strong>Agreements</strong> – rent and lease agreements, partnership deeds, non-disclosure agreements, service and vendor contracts, founders’ agreements.</li>
<li><strong>Notices</strong> – recovery of money, cheque dishonour under section 138 of the Negotiable Instruments Act, breach of contract, and replies to notices you have received.</li>
<li><strong>Consumer complaints</strong> – filed online before the appropriate Consumer Commission for defective goods or deficient services.</li>
</ul>
<p>Stamp duty on agreements is a state subject, so the amount depends on the state and the document. Leases for more than one year must be registered under the Registration Act, 1908, which is why 11-month rent agreements are common. Electronic signatures such as Aadhaar e-sign are legally valid for most contracts under the Information Technology Act, 2000, with exceptions such as wills, powers of attorney and contracts for sale of immovable property.</p>
<p>Not sure what you need? Book a custom consultation: an advocate reviews your matter and agrees a fee with you before any work starts.</p>`,
    services: [
      {
        name: 'Legal Notice Drafting and Dispatch',
        slug: 'legal-notice-drafting',
        descriptionHtml: `<p>A legal notice sets out your claim, the facts and the relief you want, and gives the other side a reasonable period to comply before you approach a court or tribunal. It often settles the matter without litigation, and in some cases — such as suits against the government under section 80 of the Code of Civil Procedure — a prior notice is mandatory.</p>
<ul>
<li>Consultation with an advocate to understand the facts</li>
<li>Drafting of the notice on the advocate’s letterhead</li>
<li>Dispatch by registered post or speed post and e-mail, with proof of dispatch</li>
<li>One revision before dispatch</li>
</ul>
<p><strong>Timeline:</strong> draft within 2 working days; dispatch on approval.</p>`,
        pricePaise: 249900,
        governmentFeePaise: null,
        sacCode: '998212',
        type: 'both',
        documents: [
          { name: 'Brief summary of facts and the relief sought', mandatory: true, type: 'Text' },
          { name: 'Name and address of the recipient', mandatory: true, type: 'Text' },
          { name: 'Supporting documents (agreement, invoices, correspondence)', mandatory: false, type: 'Document' },
          { name: 'Identity proof of the sender', mandatory: true, type: 'Document' },
        ],
      },
      {
        name: 'Cheque Bounce Notice (Section 138)',
        slug: 'cheque-bounce-notice',
        descriptionHtml: `<p>If a cheque given to you is returned unpaid for insufficient funds, you must send a written demand notice to the drawer within 30 days of receiving the bank’s return memo. The drawer then has 15 days to pay. If they do not, a complaint can be filed before the magistrate within one month after those 15 days. Missing these time limits can cost you the criminal remedy, so act quickly.</p>
<ul>
<li>Check of dates and the cheque return memo</li>
<li>Drafting of the statutory notice by an advocate</li>
<li>Dispatch by speed post with tracking and proof</li>
<li>Guidance on the complaint if payment is not made</li>
</ul>
<p><strong>Timeline:</strong> notice dispatched within 2 working days.</p>`,
        pricePaise: 199900,
        governmentFeePaise: null,
        sacCode: '998212',
        type: 'both',
        documents: [
          { name: 'Copy of the dishonoured cheque', mandatory: true, type: 'Document' },
          { name: 'Cheque return memo from the bank', mandatory: true, type: 'Document' },
          { name: 'Invoice, agreement or other proof of the debt', mandatory: false, type: 'Document' },
          { name: 'Name and address of the drawer', mandatory: true, type: 'Text' },
        ],
      },
      {
        name: 'Rental or Lease Agreement',
        slug: 'rent-agreement-drafting',
        descriptionHtml: `<p>A residential or commercial rent agreement drafted to protect both landlord and tenant: rent and escalation, security deposit, maintenance, lock-in, notice period and handover. Stamp duty and registration charges depend on your state and the rent, and are paid at actuals; we can arrange e-stamp paper where available.</p>
<ul>
<li>Drafting of an 11-month or longer lease</li>
<li>Clauses for deposit refund, repairs, subletting and termination</li>
<li>Guidance on stamp duty, registration and police verification of tenants</li>
<li>Two rounds of revisions</li>
</ul>
<p><strong>Timeline:</strong> draft within 1 working day.</p>`,
        pricePaise: 149900,
        governmentFeePaise: null,
        sacCode: '998214',
        type: 'both',
        documents: [
          { name: 'Names and addresses of landlord and tenant', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card of landlord and tenant', mandatory: true, type: 'Document' },
          { name: 'Property address, rent, deposit and term', mandatory: true, type: 'Text' },
          { name: 'Electricity bill or ownership proof of the property', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Partnership Deed Drafting',
        slug: 'partnership-deed-drafting',
        descriptionHtml: `<p>A partnership deed records capital, profit sharing, partners’ salaries and interest, admission and retirement of partners and dissolution. Registration with the Registrar of Firms is optional, but an unregistered firm cannot sue third parties to enforce its contracts, so we recommend registering. A deed is also needed to open a bank account and obtain a PAN for the firm.</p>
<ul>
<li>Drafting of the deed with tax-efficient remuneration and interest clauses</li>
<li>Guidance on stamp duty and notarisation</li>
<li>Support with registration before the Registrar of Firms (state fee extra)</li>
</ul>
<p><strong>Timeline:</strong> draft within 2 working days.</p>`,
        pricePaise: 299900,
        governmentFeePaise: null,
        sacCode: '998214',
        type: 'business',
        documents: [
          { name: 'Names, addresses and PAN of all partners', mandatory: true, type: 'Text' },
          { name: 'Aadhaar card of each partner', mandatory: true, type: 'Document' },
          { name: 'Firm name, business activity and capital contribution', mandatory: true, type: 'Text' },
          { name: 'Address proof of the place of business', mandatory: true, type: 'Document' },
        ],
      },
      {
        name: 'NDA and Business Contract Drafting',
        slug: 'nda-contract-drafting',
        descriptionHtml: `<p>Non-disclosure agreements, service agreements, vendor and consultancy contracts, and founders’ agreements drafted or reviewed by an advocate. We focus on scope, payment terms, intellectual property ownership, confidentiality, liability caps, termination and dispute resolution, including arbitration clauses.</p>
<ul>
<li>Drafting of one agreement of up to 10 pages, or review of the other side’s draft</li>
<li>Explanation of key risks in plain language</li>
<li>Two rounds of revisions and an execution-ready version for e-sign or stamp paper</li>
</ul>
<p><strong>Timeline:</strong> first draft within 3 working days.</p>`,
        pricePaise: 399900,
        governmentFeePaise: null,
        sacCode: '998214',
        type: 'business',
        documents: [
          { name: 'Names and addresses of the parties', mandatory: true, type: 'Text' },
          { name: 'Term sheet or summary of commercial terms', mandatory: true, type: 'Document' },
          { name: 'Other side’s draft, if any', mandatory: false, type: 'Document' },
        ],
      },
      {
        name: 'Consumer Complaint Filing',
        slug: 'consumer-complaint-filing',
        descriptionHtml: `<p>Bought a defective product or received poor service and the seller will not resolve it? Under the Consumer Protection Act, 2019 you can file a complaint before the District Commission where the value of goods or services paid does not exceed ₹50 lakh, before the State Commission up to ₹2 crore, and before the National Commission above that. Complaints can be filed online through the e-Daakhil portal, and there is no fee for claims up to ₹5 lakh.</p>
<ul>
<li>Assessment of the claim and the correct commission</li>
<li>Drafting of the complaint, affidavit and list of documents</li>
<li>Online filing on e-Daakhil</li>
<li>Guidance for the first hearing (appearance fees extra)</li>
</ul>
<p><strong>Timeline:</strong> complaint filed within 5 working days. Complaints must generally be filed within two years of the cause of action.</p>`,
        pricePaise: 499900,
        governmentFeePaise: null,
        sacCode: '998212',
        type: 'individual',
        documents: [
          { name: 'Invoice or proof of purchase', mandatory: true, type: 'Document' },
          { name: 'Correspondence with the seller or service provider', mandatory: true, type: 'Document' },
          { name: 'Photographs or evidence of the defect', mandatory: false, type: 'Document' },
          { name: 'Identity proof of the complainant', mandatory: true, type: 'Document' },
        ],
      },
      {
        name: 'Custom Legal Consultation',
        slug: 'custom-legal-consultation',
        descriptionHtml: `<p>For matters that do not fit a fixed package — a property dispute, a family settlement, an employment issue or a complex commercial contract. You first speak to one of our advocates, who understands the matter and agrees the scope of work and the fee with you in writing. <strong>The amount payable is the amount quoted and agreed with the expert</strong>: there is no fixed price, and no work starts until you have accepted the quote.</p>
<ul>
<li>Initial discussion with an advocate</li>
<li>Written quote with scope, timeline and fee</li>
<li>Work begins after you accept and pay the agreed amount</li>
</ul>
<p><strong>Timeline:</strong> call-back within 1 working day.</p>`,
        pricePaise: 1,
        governmentFeePaise: null,
        sacCode: '998212',
        type: 'both',
        documents: [
          { name: 'Brief description of the matter', mandatory: true, type: 'Text' },
          { name: 'Relevant documents', mandatory: false, type: 'Document' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is a legal notice necessary before going to court?',
        answerHtml: `<p>Not always, but it is usually wise because it records your claim and often leads to a settlement. It is mandatory in some cases, for example a two-month notice under section 80 of the Code of Civil Procedure before suing the government, and the demand notice within 30 days of a cheque being returned under section 138 of the Negotiable Instruments Act.</p>`,
      },
      {
        question: 'Why are rent agreements usually for 11 months?',
        answerHtml: `<p>Under the Registration Act, 1908, a lease for a term exceeding one year, or from year to year, must be registered, which involves registration fees and a visit to the sub-registrar. An 11-month agreement avoids compulsory registration, though it still needs proper stamp duty as per state law. Several states now offer online registration, which makes longer registered leases easier.</p>`,
      },
      {
        question: 'Are electronically signed agreements valid?',
        answerHtml: `<p>Yes. The Information Technology Act, 2000 recognises electronic signatures, including Aadhaar-based e-sign, for most contracts. It does not apply to negotiable instruments other than cheques, powers of attorney, trusts, wills and contracts for the sale or conveyance of immovable property. Stamp duty still applies and can be paid through e-stamping in most states.</p>`,
      },
      {
        question: 'Does a partnership firm have to be registered?',
        answerHtml: `<p>Registration under the Indian Partnership Act, 1932 is optional, but an unregistered firm and its partners cannot file a suit against third parties to enforce rights arising from a contract. Registration is done with the state’s Registrar of Firms.</p>`,
      },
      {
        question: 'How long do I have to file a consumer complaint?',
        answerHtml: `<p>A consumer complaint must generally be filed within two years from the date on which the cause of action arose. The Commission can admit a later complaint if you show sufficient cause for the delay.</p>`,
      },
      {
        question: 'How does the Custom Legal Consultation payment work?',
        answerHtml: `<p>It is priced on quote: after an advocate has discussed your matter with you, they send a written quote. You pay the amount quoted and agreed — nothing more — and work starts only after you accept it.</p>`,
      },
      {
        question: 'Is notarisation the same as registration?',
        answerHtml: `<p>No. A notary only attests that the document was signed before them. Registration is done at the sub-registrar’s office under the Registration Act and makes the document part of the public record. Documents that must be registered by law, such as leases of more than a year, are not validated by notarisation alone.</p>`,
      },
    ],
  },
];
