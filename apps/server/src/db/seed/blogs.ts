/**
 * Seed content: blog articles. Practical explainers on Indian tax, GST, startup, MCA, trademark,
 * valuation and legal topics. Figures are those in force on each article's date.
 */
import type { SeedBlog } from './types.ts';

export const blogs: SeedBlog[] = [
  {
    slug: 'gst-registration-thresholds-explained',
    title: 'Do You Need GST Registration? Thresholds, Exceptions and Documents',
    category: 'GST',
    date: '2025-04-15',
    author: 'CA Vikram Mohanty',
    excerpt:
      'The ₹40 lakh and ₹20 lakh limits are only part of the story. Here is how aggregate turnover is counted, who must register regardless of turnover, and what you need to apply.',
    contentHtml: `<p>“Do I need a GSTIN yet?” is one of the first questions every new business owner asks. The answer depends on what you sell, where you sell it and how your turnover is counted. This guide walks through the rules in plain terms.</p>
<h2>The basic turnover thresholds</h2>
<p>Under the CGST Act, a supplier must register once its <strong>aggregate turnover</strong> in a financial year exceeds the threshold for its state and type of supply:</p>
<ul>
<li><strong>Services, or goods and services together:</strong> ₹20 lakh, or ₹10 lakh in Manipur, Mizoram, Nagaland and Tripura.</li>
<li><strong>Goods only:</strong> ₹40 lakh in states that have adopted the higher limit. A few states and union territories have kept a lower limit of ₹20 lakh or ₹10 lakh, so check your state before relying on the ₹40 lakh figure.</li>
</ul>
<p>The ₹40 lakh limit is not available to manufacturers of certain notified goods such as ice cream, pan masala and tobacco products, or to anyone who supplies even a small amount of services other than interest income.</p>
<h2>How aggregate turnover is counted</h2>
<p>Aggregate turnover is the value of all your supplies across India under the same PAN. It includes:</p>
<ul>
<li>taxable supplies, whether within the state or inter-state;</li>
<li>exempt supplies, such as fresh vegetables or certain healthcare services;</li>
<li>exports and supplies to SEZs.</li>
</ul>
<p>It excludes GST itself and inward supplies on which you pay tax under reverse charge. A common mistake is to count only taxable sales; a business selling both exempt and taxable goods may cross the limit sooner than it thinks. Branches in different states are added together, although each state then needs its own registration.</p>
<h2>When registration is compulsory regardless of turnover</h2>
<p>Section 24 lists cases where the threshold does not apply. The most important for small businesses are:</p>
<ul>
<li>persons making <strong>inter-state taxable supplies of goods</strong> (inter-state supplies of services below the threshold are exempt from this rule);</li>
<li>persons who must pay tax under <strong>reverse charge</strong>;</li>
<li><strong>casual taxable persons</strong> making supplies from a temporary stall or exhibition in another state, and non-resident taxable persons;</li>
<li>e-commerce operators required to collect tax at source, and most sellers supplying goods through e-commerce operators, subject to the relaxations notified for small sellers;</li>
<li>input service distributors and persons required to deduct TDS under GST.</li>
</ul>
<h2>Should you register voluntarily?</h2>
<p>Voluntary registration can make sense even below the threshold. Large customers often prefer registered suppliers because they can claim input tax credit on your invoices. You can also claim credit on your own purchases. On the other hand, registration brings monthly or quarterly returns and the cost of compliance, and once registered you must charge GST on all taxable supplies. For businesses selling mainly to consumers, the composition scheme may be a middle path.</p>
<h2>Documents you will need</h2>
<ol>
<li>PAN of the business (or of the proprietor for a proprietorship).</li>
<li>Aadhaar and photographs of the proprietor, partners or directors.</li>
<li>Proof of the principal place of business: a recent electricity bill, property tax receipt or ownership document, plus a rent agreement or a no-objection letter from the owner if the premises are not yours.</li>
<li>Constitution document: partnership deed, LLP agreement or certificate of incorporation.</li>
<li>Bank account details, usually a cancelled cheque or the first page of the passbook.</li>
</ol>
<h2>What happens after you apply</h2>
<p>The application is filed in Form GST REG-01 with Aadhaar authentication. The officer may raise a query in REG-03, which must be answered within seven working days. If everything is in order, the registration certificate is issued, normally within seven working days, or within thirty days where physical verification of the premises is required. Once you have the certificate, display your GSTIN at your place of business and on every invoice, and put the return due dates in your calendar straight away.</p>
<p>If you are unsure whether you have crossed the limit, or whether a particular supply counts, speak to a professional before your turnover runs ahead of your registration — tax, interest and penalties can be demanded from the date registration became due.</p>`,
    image: null,
  },
  {
    slug: 'new-vs-old-tax-regime-fy-2025-26',
    title: 'New or Old Tax Regime for FY 2025-26: A Practical Guide for Salaried Employees',
    category: 'Income Tax',
    date: '2025-05-20',
    author: 'CA Priya Sharma',
    excerpt:
      'With the rebate now covering taxable income up to ₹12 lakh, the new regime suits most salaried people. Here is how to check whether the old regime still works better for you.',
    contentHtml: `<p>The Union Budget 2025 made the new tax regime far more attractive for the financial year 2025-26. Yet many employees still wonder whether their investments and home loan make the old regime better. The only reliable way to decide is to compute tax both ways. This guide shows you how.</p>
<h2>The new regime at a glance</h2>
<p>The new regime under section 115BAC is the default. For FY 2025-26 the slab rates are:</p>
<ul>
<li>up to ₹4 lakh: nil</li>
<li>₹4–8 lakh: 5%</li>
<li>₹8–12 lakh: 10%</li>
<li>₹12–16 lakh: 15%</li>
<li>₹16–20 lakh: 20%</li>
<li>₹20–24 lakh: 25%</li>
<li>above ₹24 lakh: 30%</li>
</ul>
<p>A rebate of up to ₹60,000 under section 87A means resident individuals with taxable income up to ₹12 lakh pay no tax (special-rate income such as capital gains on shares is treated separately). Salaried employees also get a <strong>standard deduction of ₹75,000</strong>, so a salary of up to ₹12.75 lakh is effectively tax-free. Marginal relief applies to income just above ₹12 lakh.</p>
<p>Most deductions are not available: no section 80C, 80D, HRA exemption or interest on a self-occupied home loan. Important exceptions are the employer’s contribution to NPS under section 80CCD(2) (up to 14% of salary) and the standard deduction.</p>
<h2>The old regime</h2>
<p>The old regime keeps the earlier slabs — nil up to ₹2.5 lakh, 5% up to ₹5 lakh, 20% up to ₹10 lakh and 30% above (with higher exemption limits for senior citizens) — a rebate only up to ₹5 lakh of taxable income, and a standard deduction of ₹50,000. In exchange you can claim:</p>
<ul>
<li>section 80C investments and payments up to ₹1.5 lakh (EPF, PPF, ELSS, life insurance, principal repayment of a home loan, children’s tuition fees);</li>
<li>section 80D health insurance premiums;</li>
<li>an additional ₹50,000 for NPS under section 80CCD(1B);</li>
<li>HRA exemption if you pay rent;</li>
<li>interest on a home loan for a self-occupied house up to ₹2 lakh.</li>
</ul>
<h2>A worked example</h2>
<p>Take an employee with a gross salary of ₹15 lakh who claims ₹1.5 lakh under 80C and ₹25,000 under 80D, and has no home loan or HRA.</p>
<ol>
<li><strong>New regime:</strong> taxable income is ₹14.25 lakh after the standard deduction. Tax is ₹20,000 + ₹40,000 + ₹33,750 = ₹93,750, plus 4% cess, about ₹97,500.</li>
<li><strong>Old regime:</strong> taxable income is ₹12.75 lakh after the ₹50,000 standard deduction and ₹1.75 lakh of deductions. Tax is ₹12,500 + ₹1,00,000 + ₹82,500 = ₹1,95,000, plus cess, about ₹2,02,800.</li>
</ol>
<p>The new regime saves over ₹1 lakh here. The old regime generally wins only when deductions are very large — for example a high HRA exemption in a metro city together with full 80C, 80D, NPS and home-loan interest claims. Run the numbers with your own figures rather than relying on a rule of thumb.</p>
<h2>When and how you choose</h2>
<ul>
<li>At the start of the year your employer asks which regime you want for TDS. This choice is not final.</li>
<li>Salaried individuals without business income make the final choice while filing the return and can change it every year.</li>
<li>If you have business or professional income, you opt out of the new regime by filing Form 10-IEA before the due date, and you can return to the new regime only once.</li>
</ul>
<h2>Practical tips</h2>
<ul>
<li>If you choose the new regime, do not buy insurance or lock money into tax-saving products purely for a deduction you cannot claim.</li>
<li>Ask your employer whether it offers NPS contributions under 80CCD(2); they remain deductible under the new regime.</li>
<li>Declare your regime to your employer early to avoid excess or short TDS, and keep investment proofs ready if you stay in the old regime.</li>
</ul>`,
    image: null,
  },
  {
    slug: 'private-limited-vs-llp-vs-opc',
    title: 'Private Limited, LLP or OPC: Choosing the Right Structure for Your Business',
    category: 'Company(MCA)',
    date: '2025-06-30',
    author: 'CS Neha Kulkarni',
    excerpt:
      'Your choice of entity affects who can invest, how profits are taxed and how much compliance you face every year. A side-by-side look at the three most popular options.',
    contentHtml: `<p>Founders often register whatever their friend registered. But the legal form of your business shapes your tax bill, your ability to raise money and the time you will spend on paperwork for years. Here is a practical comparison of the three structures most small businesses consider.</p>
<h2>Private limited company</h2>
<p>A private limited company is a separate legal entity governed by the Companies Act, 2013. It needs at least two directors and two shareholders (a director can also be a shareholder), and at least one director must have stayed in India for 182 days or more in the financial year. There is no minimum capital requirement.</p>
<ul>
<li><strong>Funding:</strong> the preferred vehicle for angel and venture investors, because equity can be issued in different classes and employees can be given stock options.</li>
<li><strong>Tax:</strong> domestic companies can opt for a concessional rate of 22% under section 115BAA (about 25.17% including surcharge and cess) if they give up most exemptions. Dividends are taxed in the hands of shareholders.</li>
<li><strong>Compliance:</strong> a statutory audit every year regardless of turnover, board meetings, an annual general meeting, and annual filings AOC-4 and MGT-7/MGT-7A with the ROC.</li>
</ul>
<h2>Limited liability partnership (LLP)</h2>
<p>An LLP combines the flexibility of a partnership with limited liability. It needs at least two designated partners, one of whom must be resident in India.</p>
<ul>
<li><strong>Funding:</strong> partners contribute capital and share profits as agreed. Venture investors rarely invest in LLPs, and ESOPs are not possible.</li>
<li><strong>Tax:</strong> taxed at 30% plus surcharge (where income exceeds ₹1 crore) and cess. Partners’ share of profit is exempt in their hands, and remuneration and interest to partners within prescribed limits are deductible.</li>
<li><strong>Compliance:</strong> annual Form 11 (by 30 May) and Form 8 (by 30 October). An audit is required only if turnover exceeds ₹40 lakh or contribution exceeds ₹25 lakh.</li>
</ul>
<h2>One person company (OPC)</h2>
<p>An OPC lets a single individual have a company with limited liability. The member must be a natural person who is an Indian citizen (resident or non-resident), and must name a nominee. Since 2021 there is no turnover or capital limit that forces conversion into a private company, and conversion is allowed voluntarily at any time.</p>
<ul>
<li><strong>Funding:</strong> only one member, so an OPC must convert into a private limited company to bring in co-founders or investors.</li>
<li><strong>Tax:</strong> taxed like any other company.</li>
<li><strong>Compliance:</strong> lighter than a private company — no AGM, and fewer board meetings — but an annual audit and ROC filings are still required.</li>
</ul>
<h2>How to decide</h2>
<ol>
<li><strong>Will you raise equity or give ESOPs in the next few years?</strong> Choose a private limited company.</li>
<li><strong>Are you professionals or a family business with no plans for outside investors?</strong> An LLP keeps costs and compliance lower.</li>
<li><strong>Are you a solo founder who wants a company structure?</strong> An OPC works, with the option to convert later.</li>
<li><strong>Do you want DPIIT startup recognition and the 80-IAC tax holiday?</strong> Recognition is open to companies, LLPs and registered partnership firms, but only companies and LLPs can claim 80-IAC.</li>
</ol>
<h2>Things people overlook</h2>
<ul>
<li>Every company must file its annual return and accounts even in a year with no business; late fees run at ₹100 per day per form.</li>
<li>Moving from an LLP to a company later is possible but involves fresh filings and, sometimes, tax questions. Choosing correctly at the start saves money.</li>
<li>Register the brand as a trademark in the entity’s name, not a founder’s, so that it belongs to the business.</li>
</ul>
<p>Whichever form you choose, put a compliance calendar in place from the first day: the first auditor must be appointed within 30 days and a company’s declaration of commencement of business (INC-20A) is due within 180 days of incorporation.</p>`,
    image: null,
  },
  {
    slug: 'dpiit-startup-recognition-guide',
    title: 'DPIIT Startup Recognition: Who Qualifies, What You Get and How to Apply',
    category: 'Startup',
    date: '2025-08-26',
    author: 'CS Neha Kulkarni',
    excerpt:
      'Startup recognition is free, quick and opens the door to tax, IP and procurement benefits — if your application explains your innovation well. A step-by-step guide.',
    contentHtml: `<p>Recognition by the Department for Promotion of Industry and Internal Trade (DPIIT) under the Startup India programme is the gateway to most government benefits for startups. The application is free and online, but a vague description of the business is the most common reason for rejection. Here is what you need to know.</p>
<h2>Who is eligible</h2>
<ul>
<li>The entity must be a <strong>private limited company, LLP or registered partnership firm</strong>. Proprietorships and unregistered partnerships are not eligible.</li>
<li>It must be <strong>up to 10 years old</strong> from the date of incorporation or registration.</li>
<li>Its turnover must not have exceeded <strong>₹100 crore</strong> in any financial year since incorporation.</li>
<li>It must be working towards innovation, development or improvement of products, processes or services, or have a scalable business model with high potential for employment generation or wealth creation.</li>
<li>It must not have been formed by splitting up or reconstructing an existing business.</li>
</ul>
<h2>Benefits of recognition</h2>
<ol>
<li><strong>Income tax:</strong> eligible companies and LLPs can apply to the Inter-Ministerial Board for a deduction of 100% of profits for three consecutive years out of the first ten under section 80-IAC.</li>
<li><strong>Intellectual property:</strong> patent applications get a substantial fee rebate and can be examined on an expedited basis; trademark applications are charged the lower fee applicable to individuals and small entities.</li>
<li><strong>Labour and environment laws:</strong> startups can self-certify compliance under several labour laws and certain environmental laws for a period after incorporation, reducing inspections.</li>
<li><strong>Public procurement:</strong> relaxation of prior experience and prior turnover criteria in government tenders, subject to meeting quality and technical specifications, and access to the GeM Startup Runway.</li>
<li><strong>Funding schemes:</strong> eligibility for the Startup India Seed Fund Scheme through incubators and for investments from SEBI-registered funds supported under the Fund of Funds for Startups.</li>
<li><strong>Winding up:</strong> startups with simple debt structures can be wound up faster under the fast-track provisions of the Insolvency and Bankruptcy Code.</li>
</ol>
<h2>How to apply</h2>
<ol>
<li>Create an account on the Startup India portal and complete your startup profile.</li>
<li>Fill in the recognition application: entity details, registered office, directors or partners, sector and stage.</li>
<li>Answer the innovation questions. Explain the problem you solve, how your solution is new or significantly better, and how the business can scale. Be specific — name the technology, process or model, and avoid generic claims.</li>
<li>Upload the certificate of incorporation or registration and any supporting material such as a pitch deck, website, product video, patents or awards.</li>
<li>Submit the self-certification. If DPIIT needs clarification it will ask through the portal; reply promptly.</li>
</ol>
<p>Once approved, you receive a Certificate of Recognition with a DPIIT number. Decisions typically arrive within a few weeks.</p>
<h2>After recognition</h2>
<ul>
<li>Recognition lapses when the entity completes ten years or its turnover crosses ₹100 crore.</li>
<li>The 80-IAC benefit is not automatic: apply separately to the Inter-Ministerial Board with your financial statements and business write-up.</li>
<li>Keep your profile updated on the portal, because some schemes and state policies use it to verify eligibility.</li>
<li>Many states have their own startup policies with additional incentives, such as reimbursement of patent costs or rental subsidies, which generally require DPIIT recognition as a first step.</li>
</ul>
<h2>Common reasons for rejection</h2>
<ul>
<li>Describing a conventional trading or service business without any element of innovation or scalability.</li>
<li>Copy-pasted or very short answers to the innovation questions.</li>
<li>Mismatch between the entity name, documents and details entered.</li>
</ul>
<p>A rejected application can be filed again with a better description, so treat the write-up as seriously as an investor pitch.</p>`,
    image: null,
  },
  {
    slug: 'udyam-registration-new-msme-limits',
    title: 'Udyam Registration in 2025: New MSME Limits and the 45-Day Payment Rule',
    category: 'Startup',
    date: '2025-10-14',
    author: 'CA Suresh Nair',
    excerpt:
      'MSME classification limits went up from 1 April 2025. Here is what the new limits mean, why Udyam registration matters for getting paid on time, and how to register for free.',
    contentHtml: `<p>Udyam registration is the official identity of a micro, small or medium enterprise in India. It is free, online and based on Aadhaar, yet many eligible businesses have still not registered — and miss out on protections that can materially improve cash flow.</p>
<h2>The revised MSME limits</h2>
<p>An enterprise is classified on two criteria together: investment in plant and machinery or equipment, and annual turnover. With effect from 1 April 2025 the limits were raised to:</p>
<ul>
<li><strong>Micro:</strong> investment up to ₹2.5 crore and turnover up to ₹10 crore.</li>
<li><strong>Small:</strong> investment up to ₹25 crore and turnover up to ₹100 crore.</li>
<li><strong>Medium:</strong> investment up to ₹125 crore and turnover up to ₹500 crore.</li>
</ul>
<p>Exports are excluded when counting turnover. An enterprise crossing either limit moves to the next category. Because investment and turnover figures are drawn from income tax returns and GST data, the classification is updated automatically; businesses that had outgrown the old limits may now fall back within micro or small.</p>
<h2>Why registration matters: getting paid on time</h2>
<p>The Micro, Small and Medium Enterprises Development (MSMED) Act protects registered micro and small suppliers:</p>
<ol>
<li>A buyer must pay within the period agreed in writing, which cannot exceed <strong>45 days</strong> from acceptance of the goods or services, or within 15 days if there is no agreement.</li>
<li>If the buyer pays late, it owes <strong>compound interest with monthly rests at three times the bank rate</strong> notified by RBI. This interest is not deductible for the buyer’s income tax.</li>
<li>The supplier can file a reference with the Micro and Small Enterprises Facilitation Council through the MSME Samadhaan portal, which conducts conciliation and arbitration.</li>
</ol>
<p>Since FY 2023-24, section 43B(h) of the Income-tax Act, 1961 adds a further push: a buyer can claim a deduction for amounts owed to a micro or small enterprise only in the year in which it actually pays, if payment is made beyond the MSMED Act time limit. Many large customers now ask suppliers for their Udyam certificate precisely so that they can track this.</p>
<h2>Other benefits</h2>
<ul>
<li>Loans to MSMEs count as priority sector lending, and collateral-free credit is available through the Credit Guarantee Fund Trust for Micro and Small Enterprises.</li>
<li>Reserved procurement: central ministries and public sector units aim to buy a share of their requirements from micro and small enterprises, and registered MSEs are often exempt from paying earnest money in tenders.</li>
<li>Reduced fees for trademarks and patents for small enterprises.</li>
<li>Access to state subsidies, such as capital investment and power tariff incentives, which usually require Udyam registration.</li>
</ul>
<h2>How to register</h2>
<ol>
<li>Go to the official Udyam Registration portal of the Ministry of MSME. There is no fee; avoid look-alike sites that charge one.</li>
<li>Enter the Aadhaar number of the proprietor, managing partner or director and verify it by OTP.</li>
<li>Enter the PAN of the enterprise; PAN and GSTIN details are fetched from government databases.</li>
<li>Fill in the address, bank details, NIC activity codes and number of employees.</li>
<li>Submit and verify with OTP. The Udyam Registration Number is issued, and the e-certificate can be downloaded.</li>
</ol>
<h2>Good practices</h2>
<ul>
<li>Mention your Udyam number on invoices and purchase orders, and in your agreements with customers.</li>
<li>Put the payment period in writing and keep it within 45 days.</li>
<li>Update the registration when your address, activities or ownership change. Only one registration is allowed per PAN, covering all units.</li>
</ul>
<p>Udyam registration takes less than an hour if your PAN, GSTIN and Aadhaar details are consistent, and the protection it brings against delayed payment is worth far more.</p>`,
    image: null,
  },
  {
    slug: 'trademark-registration-search-to-certificate',
    title: 'Trademark Registration in India: From Search to Certificate',
    category: 'Trade Mark',
    date: '2025-12-02',
    author: 'Adv. Arjun Menon',
    excerpt:
      'A practical walk-through of the trademark process — choosing a strong mark, picking the right class, filing TM-A, handling objections and opposition, and keeping the registration alive.',
    contentHtml: `<p>Your brand is often the most valuable thing your business owns. A registered trademark gives you the exclusive right to use it for your goods or services across India and a strong basis for stopping imitators. The process is straightforward if you prepare well.</p>
<h2>Step 1: Choose a mark that can be registered</h2>
<p>The Trade Marks Act refuses marks that are devoid of distinctive character or that merely describe the kind, quality or purpose of the goods. “Fresh Atta” for flour will face objection; an invented or arbitrary word is far easier to register and protect. Avoid common surnames, place names and laudatory words such as “best” or “super” on their own.</p>
<h2>Step 2: Search before you file</h2>
<p>Search the Trade Marks Registry database for identical and phonetically similar marks in your classes. A similar earlier mark for related goods is the most frequent ground of objection. A search costs little and can save you from building a brand you later have to abandon.</p>
<h2>Step 3: Identify the classes</h2>
<p>India follows the Nice Classification of 45 classes: 1 to 34 for goods and 35 to 45 for services. Examples:</p>
<ul>
<li>Class 9 – downloadable software, mobile apps, electronics</li>
<li>Class 25 – clothing and footwear</li>
<li>Class 30 – tea, coffee, spices, bakery products</li>
<li>Class 35 – advertising, retail and business services</li>
<li>Class 42 – software development and software as a service</li>
<li>Class 43 – restaurants and cafés</li>
</ul>
<p>File in every class that covers what you sell now or plan to sell soon. A single application can cover multiple classes, but the fee is charged per class.</p>
<h2>Step 4: File Form TM-A</h2>
<p>The application states the applicant, the mark, the classes and the goods or services, and whether the mark is already in use (with the date of first use) or proposed to be used. If you claim prior use, file a user affidavit with evidence such as invoices or advertisements. The official e-filing fee is <strong>₹4,500 per class</strong> for individuals, startups and small enterprises and <strong>₹9,000 per class</strong> for others. Once filed, you can use the ™ symbol.</p>
<h2>Step 5: Examination and objections</h2>
<p>The Registry examines the application and publishes an examination report. Typical objections are lack of distinctiveness (section 9) or similarity to earlier marks (section 11). You must file a written reply within 30 days, otherwise the application may be treated as abandoned. If the examiner is not satisfied, a hearing is scheduled, where you or your attorney can argue the case.</p>
<h2>Step 6: Advertisement and opposition</h2>
<p>Once accepted, the mark is advertised in the Trade Marks Journal. Anyone who believes it conflicts with their rights can file a notice of opposition within <strong>four months</strong> of the advertisement. If an opposition is filed, you must file a counter-statement within two months, failing which the application is treated as abandoned; the matter then proceeds with evidence and a hearing.</p>
<h2>Step 7: Registration</h2>
<p>If there is no opposition, or it is decided in your favour, the mark is registered and the certificate issued. Only now may you use the ® symbol. Registration is valid for ten years from the application date.</p>
<h2>Keeping your registration alive</h2>
<ul>
<li><strong>Renewal:</strong> file Form TM-R within the year before expiry. Late renewal is possible within six months after expiry with a surcharge; after that, restoration is possible only within a limited window.</li>
<li><strong>Use it:</strong> a registered mark not used for a continuous period of five years and three months can be removed on an application by an aggrieved person.</li>
<li><strong>Watch the Journal:</strong> monitor new applications for similar marks and oppose them in time.</li>
<li><strong>Record changes:</strong> update the Registry if your address changes or you assign the mark to a company.</li>
</ul>
<p>Registration without objection or opposition commonly takes under two years, though timelines vary with the Registry’s workload. Filing early matters: in a dispute between two applicants, the earlier date of use or application usually decides who wins.</p>`,
    image: null,
  },
  {
    slug: 'rent-agreement-india-11-months-stamp-duty',
    title: 'Rent Agreements in India: 11 Months, Stamp Duty, Registration and the Clauses That Matter',
    category: 'Legal',
    date: '2026-01-22',
    author: 'Adv. Kavya Iyer',
    excerpt:
      'Why most rent agreements run for 11 months, what stamp duty and registration involve, and the clauses landlords and tenants should insist on to avoid disputes.',
    contentHtml: `<p>Most tenancy disputes — over deposits, repairs or sudden eviction — could have been avoided with a clear written agreement. This guide explains the legal basics and the clauses that matter most.</p>
<h2>Why 11 months?</h2>
<p>Under section 17 of the Registration Act, 1908, a lease of immovable property for any term exceeding one year, or from year to year, must be registered. Registration requires both parties (or their representatives) to appear before the sub-registrar and pay registration fees, and stamp duty on a registered lease is usually higher. An agreement for 11 months falls outside compulsory registration, which is why it has become the norm for residential rentals.</p>
<p>Two cautions. First, an 11-month agreement still needs proper <strong>stamp duty</strong> under the state’s stamp law; an unstamped or under-stamped agreement cannot be relied on as evidence until the deficit and penalty are paid. Second, a document that should have been registered but was not cannot be used to prove the lease terms. For longer commercial leases, registration is the safer course, and several states now allow online registration.</p>
<h2>Stamp duty and e-stamping</h2>
<p>Stamp duty is a state subject, so rates differ widely — some states charge a small fixed amount for short residential leases, others a percentage of the average annual rent plus deposit. Most states offer e-stamp certificates, which are quicker and harder to forge than physical stamp paper. The agreement should be executed on or after the date of the stamp.</p>
<h2>The Model Tenancy Act</h2>
<p>The central government circulated the Model Tenancy Act, 2021 for states to adopt. Among other things, it caps the security deposit at two months’ rent for residential premises and six months’ rent for non-residential premises, and provides for a rent authority for quick dispute resolution. Whether these rules apply depends on whether your state has enacted a law based on it, so check your state’s current tenancy law.</p>
<h2>Clauses to get right</h2>
<ol>
<li><strong>Parties and property:</strong> full names, addresses and the exact description of the premises, including parking and fittings.</li>
<li><strong>Rent and escalation:</strong> amount, due date, mode of payment and any annual increase (commonly 5–10% on renewal).</li>
<li><strong>Security deposit:</strong> amount, the deductions permitted (unpaid rent, damage beyond normal wear and tear) and the time within which it will be refunded after vacating.</li>
<li><strong>Maintenance and repairs:</strong> who pays society maintenance, electricity and water, and who handles minor versus structural repairs.</li>
<li><strong>Lock-in and notice period:</strong> the minimum period neither side can terminate, and the notice required after that, usually one or two months.</li>
<li><strong>Use and subletting:</strong> residential or commercial use, and whether subletting or paying guests are allowed.</li>
<li><strong>Inventory:</strong> a signed list of furniture and appliances, with photographs.</li>
<li><strong>Handover:</strong> condition of the premises at the end and the final meter readings.</li>
</ol>
<h2>Tax points for both sides</h2>
<ul>
<li>Employees claiming HRA exemption under the old tax regime need rent receipts, and the landlord’s PAN if the annual rent exceeds ₹1 lakh.</li>
<li>Individual tenants not liable to tax audit who pay rent above ₹50,000 a month must deduct TDS under section 194-IB (2% from October 2024) and deposit it using Form 26QC.</li>
<li>The landlord must report rental income in the income tax return; a standard deduction of 30% of the net annual value is allowed.</li>
</ul>
<h2>Police verification</h2>
<p>Many cities require landlords to submit tenant details to the local police, often through an online portal. Failing to do so can attract action under local orders, so complete this as soon as the tenant moves in.</p>
<p>A well-drafted agreement costs little compared with a dispute over a deposit. Keep the signed, stamped original safe and give each party a copy.</p>`,
    image: null,
  },
  {
    slug: 'input-tax-credit-gstr-2b-common-mistakes',
    title: 'Input Tax Credit Done Right: GSTR-2B, Section 16 and Common Pitfalls',
    category: 'GST',
    date: '2026-02-10',
    author: 'CA Ananya Iyer',
    excerpt:
      'Input tax credit is your largest GST saving and the most common reason for notices. The conditions, the blocked list, the time limit and a monthly routine to stay safe.',
    contentHtml: `<p>Input tax credit (ITC) lets a registered business reduce the GST it pays on sales by the GST it has already paid on purchases. Getting it right can save lakhs; getting it wrong leads to reversals, interest and notices. Here is what every business owner and accountant should know.</p>
<h2>The four conditions in section 16</h2>
<p>To claim credit on a purchase, all of the following must be true:</p>
<ol>
<li>You hold a valid tax invoice or debit note from a registered supplier.</li>
<li>You have received the goods or services (goods delivered to a third party on your instructions count).</li>
<li>The supplier has reported the invoice in its GSTR-1, so that it appears in your <strong>GSTR-2B</strong>.</li>
<li>The supplier has actually paid the tax to the government, and you have filed your own return.</li>
</ol>
<p>Since 2022, GSTR-2B is the basis for claiming credit in GSTR-3B. If an invoice is not in GSTR-2B, do not claim it yet; follow up with the supplier and claim it in the month it appears.</p>
<h2>The time limit</h2>
<p>Credit for invoices of a financial year must be claimed by <strong>30 November</strong> of the following year or the date of filing the annual return, whichever is earlier. Credit on invoices discovered after that date is lost, which is why year-end reconciliation should not wait until the annual return.</p>
<h2>The 180-day payment rule</h2>
<p>If you do not pay the supplier the value of the supply plus tax within 180 days of the invoice date, the credit must be reversed and added to your output tax, with interest. Once you pay, you can claim the credit again. Track ageing of payables alongside your GST records.</p>
<h2>Blocked credits</h2>
<p>Section 17(5) blocks credit on several items even when they are used in business. The main ones are:</p>
<ul>
<li>motor vehicles for transporting people with seating capacity of up to 13 (including the driver), except when used for further supply of vehicles, passenger transport or driving training, and their insurance, repair and servicing;</li>
<li>food and beverages, outdoor catering, beauty treatment, health services, cosmetic surgery, club memberships and travel benefits for employees on vacation, unless provided under a legal obligation;</li>
<li>works contract services and goods or services used for construction of immovable property on your own account, other than plant and machinery;</li>
<li>goods lost, stolen, destroyed, written off or given away as gifts or free samples;</li>
<li>goods or services used for personal consumption.</li>
</ul>
<p>Credit is also proportionately reversed when inputs are used for exempt supplies or non-business purposes, under Rules 42 and 43.</p>
<h2>Common mistakes that trigger notices</h2>
<ul>
<li>Claiming credit from purchase registers rather than GSTR-2B.</li>
<li>Claiming credit on invoices of suppliers whose registration was later cancelled, or who have not paid the tax.</li>
<li>Claiming IGST on imports without matching the bill of entry data in GSTR-2B.</li>
<li>Not reversing credit on credit notes received from suppliers.</li>
<li>Wrong GSTIN or place of supply on the supplier’s invoice, so that credit appears under another state or another business.</li>
</ul>
<p>Credit wrongly availed and used attracts interest, and where there is fraud or suppression, penalties. The department’s systems compare GSTR-3B with GSTR-2B automatically, and differences lead to notices.</p>
<h2>A monthly routine</h2>
<ol>
<li>After GSTR-2B is generated for the month, download it and match it with your purchase register by supplier GSTIN and invoice number.</li>
<li>Claim only matched, eligible credit in GSTR-3B; list unmatched invoices.</li>
<li>Send the unmatched list to suppliers and ask them to file or correct their GSTR-1.</li>
<li>Review blocked items and exempt-supply reversals.</li>
<li>Check payables older than 150 days so that you pay before the 180-day limit.</li>
</ol>
<p>Thirty minutes of reconciliation every month is far cheaper than answering a notice for an entire year.</p>`,
    image: null,
  },
  {
    slug: 'bank-valuation-report-home-loan',
    title: 'Reading a Bank Valuation Report Before You Take a Home Loan',
    category: 'Bank Valuation',
    date: '2026-03-17',
    author: 'Er. Sanjay Patnaik, Registered Valuer (L&B)',
    excerpt:
      'The valuation report decides how much your bank will lend. What it contains, why the value may come in below your purchase price, and how to avoid surprises.',
    contentHtml: `<p>When you apply for a home loan, the bank sends a valuer to inspect the property. Most buyers never see the report, yet it directly determines the loan amount. Understanding how valuation works helps you plan your down payment and spot problems with the property early.</p>
<h2>Why banks insist on valuation</h2>
<p>A home loan is secured by a mortgage on the property. The bank needs an independent estimate of what the property is worth, and what it could be sold for if the loan is not repaid. RBI also limits the <strong>loan-to-value (LTV) ratio</strong> for housing loans:</p>
<ul>
<li>loans up to ₹30 lakh – up to 90% of the property value;</li>
<li>above ₹30 lakh and up to ₹75 lakh – up to 80%;</li>
<li>above ₹75 lakh – up to 75%.</li>
</ul>
<p>Banks apply the ratio to the lower of the agreement value and the valuation, so a lower valuation means a bigger down payment.</p>
<h2>What the report contains</h2>
<ol>
<li><strong>Property identification:</strong> address, survey or plot number, boundaries and the documents examined, such as the title deed, approved plan and tax receipts.</li>
<li><strong>Site inspection:</strong> location, access road, neighbourhood, amenities, construction quality, age of the building and its condition.</li>
<li><strong>Measurements:</strong> the area measured at site compared with the approved plan and the agreement. Note that the Real Estate (Regulation and Development) Act, 2016 requires apartments to be sold on carpet area; “super built-up area” figures can be much larger.</li>
<li><strong>Approvals and deviations:</strong> whether the construction matches the sanctioned plan and whether an occupancy or completion certificate has been issued.</li>
<li><strong>Valuation method:</strong> usually the comparable sales method for flats, and the land-and-building method (land value plus depreciated cost of construction) for independent houses.</li>
<li><strong>Values:</strong> fair market value, realisable value and distress (forced sale) value, with the government guideline or circle rate for reference.</li>
</ol>
<h2>Why the valuation may be lower than your price</h2>
<ul>
<li>The agreed price includes items such as parking charges, club membership or preferential location charges that the valuer does not treat as part of the property value.</li>
<li>Recent sales in the area are lower than the asking price.</li>
<li>There are deviations from the approved plan — extra floors, enclosed balconies or unauthorised extensions — which valuers exclude or discount.</li>
<li>The occupancy certificate has not been issued, or the layout is not approved.</li>
<li>The building is old, and depreciation reduces the value of construction.</li>
</ul>
<h2>How to avoid surprises</h2>
<ol>
<li>Before signing the agreement, check recent transaction prices in the same building or locality, and the circle rate.</li>
<li>Ask the builder or seller for the approved plan and occupancy certificate and compare them with what you see.</li>
<li>Be present during the inspection and keep documents ready, including the chain of title deeds and the latest tax receipts.</li>
<li>If you are buying a resale property, consider getting an independent valuation before you pay a token amount.</li>
<li>Ask your bank for a copy of the valuation and legal reports; many banks will share them on request.</li>
</ol>
<h2>Valuation beyond home loans</h2>
<p>The same principles apply when you need a valuation for a loan against property, a visa or education loan application, or for capital gains on a property bought before 1 April 2001. Valuations required under the Companies Act, 2013 or the Insolvency and Bankruptcy Code must be carried out by a registered valuer registered with the Insolvency and Bankruptcy Board of India in the relevant asset class.</p>
<p>A valuation report is only as good as the information behind it. Clear documents and an accessible property lead to a faster and more accurate report.</p>`,
    image: null,
  },
  {
    slug: 'annual-roc-compliance-calendar-private-limited',
    title: 'Annual Compliance Calendar for a Private Limited Company',
    category: 'Company(MCA)',
    date: '2026-04-08',
    author: 'CS Karan Malhotra',
    excerpt:
      'From the first board meeting of the year to MGT-7, a month-by-month view of what a small private limited company must do under the Companies Act and tax laws.',
    contentHtml: `<p>Incorporating a company takes a couple of weeks; keeping it compliant is a year-round job. Missed forms attract additional fees of ₹100 per day each, and directors of companies that fail to file for three consecutive years can be disqualified. This calendar covers the core obligations of a typical small private limited company with a financial year ending 31 March.</p>
<h2>At the start of the financial year (April)</h2>
<ul>
<li><strong>First board meeting of the year:</strong> each director discloses interests in other entities in Form MBP-1 and gives a declaration of non-disqualification in Form DIR-8.</li>
<li><strong>MSME-1:</strong> companies that owe money to micro or small enterprises for more than 45 days file a half-yearly return; the October–March return is due by 30 April.</li>
</ul>
<h2>June</h2>
<ul>
<li><strong>DPT-3:</strong> the return of deposits, including details of outstanding loans and money received that is not treated as a deposit, is due by 30 June.</li>
<li>Finalise the books of account so the statutory audit can begin.</li>
</ul>
<h2>July to September: audit and AGM</h2>
<ul>
<li><strong>Statutory audit:</strong> every company must have its financial statements audited by its statutory auditor, irrespective of turnover.</li>
<li><strong>Board meeting to approve accounts:</strong> the board approves the audited financial statements and the board’s report and calls the AGM.</li>
<li><strong>Annual general meeting:</strong> must be held within six months of the end of the financial year, that is by <strong>30 September</strong>, and not more than 15 months after the previous AGM. A company’s first AGM may be held within nine months of the end of its first financial year.</li>
<li><strong>ADT-1:</strong> if the auditor is appointed or re-appointed at the AGM, file ADT-1 within 15 days.</li>
<li><strong>DIR-3 KYC:</strong> every director with a DIN must complete KYC within the period prescribed by MCA, historically by 30 September. A lapsed KYC deactivates the DIN until a ₹5,000 fee is paid.</li>
</ul>
<h2>October and November: ROC filings</h2>
<ul>
<li><strong>AOC-4:</strong> financial statements within 30 days of the AGM — around 29 October for a 30 September AGM.</li>
<li><strong>MGT-7 or MGT-7A:</strong> annual return within 60 days of the AGM — around 29 November. Small companies and OPCs use the simpler MGT-7A.</li>
<li><strong>MSME-1:</strong> the April–September half-yearly return is due by 31 October.</li>
<li><strong>Income tax return:</strong> companies file ITR-6 by 31 October where a tax audit applies (companies are audited anyway, so this is the usual date for them).</li>
</ul>
<h2>Throughout the year</h2>
<ul>
<li><strong>Board meetings:</strong> at least four a year with not more than 120 days between two meetings. Small companies and OPCs need at least one meeting in each half of the calendar year, at least 90 days apart.</li>
<li><strong>Statutory registers and minutes:</strong> register of members, directors, charges and contracts with related parties, kept up to date.</li>
<li><strong>Event-based filings:</strong> DIR-12 within 30 days of a change in directors; SH-7 for an increase in authorised capital; PAS-3 within 15 days of allotting shares; CHG-1 within 30 days of creating a charge; INC-22 for a change of registered office.</li>
<li><strong>Tax deductions and GST:</strong> TDS deposits by the 7th of each month, quarterly TDS statements, advance tax instalments on 15 June, 15 September, 15 December and 15 March, and GST returns if registered.</li>
</ul>
<h2>In the first year only</h2>
<ul>
<li>Appoint the first auditor within 30 days of incorporation.</li>
<li>Hold the first board meeting within 30 days of incorporation.</li>
<li>File INC-20A, the declaration of commencement of business, within 180 days.</li>
<li>Issue share certificates to subscribers within two months of incorporation.</li>
</ul>
<h2>Tips to stay on track</h2>
<ol>
<li>Keep directors’ Digital Signature Certificates valid; expired DSCs are the most common cause of last-minute delays.</li>
<li>Finalise accounts by July so the AGM is not rushed in the last week of September.</li>
<li>Record every share allotment, loan from a director and change in office address when it happens, not at year end.</li>
</ol>
<p>A simple shared calendar with these dates, reviewed monthly, avoids nearly all late fees.</p>`,
    image: null,
  },
  {
    slug: 'missed-itr-deadline-belated-revised-updated-return',
    title: 'Missed the ITR Deadline? Belated, Revised and Updated Returns Explained',
    category: 'Income Tax',
    date: '2026-08-04',
    author: 'CA Rohit Agarwal',
    excerpt:
      'If you missed the due date for your FY 2025-26 return, you still have options. What a belated return costs, when to revise, and how the updated return works for older years.',
    contentHtml: `<p>Every year, lakhs of taxpayers miss the income tax return due date — because Form 16 came late, a capital gain was overlooked or life simply got in the way. The law offers three ways to put things right. This article explains each for returns of FY 2025-26 (assessment year 2026-27), which are still governed by the Income-tax Act, 1961 even though the Income-tax Act, 2025 has applied from 1 April 2026.</p>
<h2>1. The belated return</h2>
<p>If you did not file by the due date under section 139(1) — normally 31 July for individuals not liable to audit — you can file a belated return under section 139(4) until <strong>31 December 2026</strong>, or before the assessment is completed, whichever is earlier.</p>
<p>The costs:</p>
<ul>
<li><strong>Late fee under section 234F:</strong> ₹5,000, or ₹1,000 if total income does not exceed ₹5 lakh. No fee applies if your income is below the basic exemption limit and you are filing only because you want to.</li>
<li><strong>Interest under section 234A:</strong> 1% per month or part of a month on unpaid tax from the due date until filing.</li>
<li><strong>Losses:</strong> business losses and capital losses of the year cannot be carried forward. Loss from house property can still be carried forward.</li>
<li><strong>Regime choice:</strong> taxpayers with business income who want the old regime must file Form 10-IEA by the original due date; missing it means the new regime applies.</li>
</ul>
<p>You can still claim a refund in a belated return, although interest on the refund may be lower because it is calculated with reference to the filing date.</p>
<h2>2. The revised return</h2>
<p>If you filed on time or belatedly and then spot a mistake — a missed interest income, a wrong deduction, an incorrect bank account — file a revised return under section 139(5). The deadline is the same: 31 December of the assessment year, or before assessment, if earlier. You can revise more than once; the last revised return replaces the earlier ones. There is no fee for revising, but any additional tax must be paid with interest first.</p>
<h2>3. The updated return (ITR-U)</h2>
<p>After 31 December, the updated return under section 139(8A) is the only way to report income you left out. It can be filed within <strong>48 months</strong> from the end of the relevant assessment year, even if you never filed an original return. The price is an additional tax on top of normal tax and interest:</p>
<ol>
<li>25% of the additional tax and interest if filed within 12 months from the end of the assessment year;</li>
<li>50% if within 24 months;</li>
<li>60% if within 36 months;</li>
<li>70% if within 48 months.</li>
</ol>
<p>An updated return cannot be filed to declare a loss, reduce tax, increase a refund, or where a search, survey or assessment has been initiated for that year. It is meant for paying more tax voluntarily, not for claiming money back.</p>
<h2>What if you do nothing?</h2>
<p>The department receives information on salary, interest, dividends, share sales, property transactions and large cash deposits through the Annual Information Statement. Non-filers with significant transactions receive compliance e-mails and may later face reassessment proceedings with interest and penalties far higher than the late fee.</p>
<h2>A checklist before filing late</h2>
<ul>
<li>Download Form 26AS and the AIS, and reconcile every item with your records.</li>
<li>Compute tax and interest and pay the self-assessment tax before filing.</li>
<li>Choose the correct ITR form; a wrong form can lead to a defective return notice under section 139(9).</li>
<li>E-verify within 30 days, or the return will be treated as not filed.</li>
</ul>
<p>Filing late is expensive, but not filing at all is worse. If the deadline has passed, file as soon as you can and let the 31 December limit be your final date, not your target.</p>`,
    image: null,
  },
  {
    slug: 'cheque-bounce-section-138-timelines',
    title: 'Cheque Bounce under Section 138: The Timelines You Cannot Miss',
    category: 'Legal',
    date: '2026-09-29',
    author: 'Adv. Rahul Deshpande',
    excerpt:
      'A dishonoured cheque can be a criminal offence, but only if the payee follows strict timelines for presentation, notice and complaint. A step-by-step guide for businesses and individuals.',
    contentHtml: `<p>Cheques are still widely used for business payments, rent and loan repayments. When a cheque bounces for want of funds, section 138 of the Negotiable Instruments Act, 1881 gives the payee a powerful remedy: the drawer can be prosecuted, with punishment of imprisonment up to two years, or a fine up to twice the cheque amount, or both. But the remedy depends on meeting every timeline. Miss one and the criminal route may be lost.</p>
<h2>When section 138 applies</h2>
<ul>
<li>The cheque was issued to discharge a <strong>legally enforceable debt or liability</strong>. A cheque given as a gift or for an illegal purpose does not qualify.</li>
<li>It was returned unpaid because funds were insufficient, or because it exceeded the amount arranged with the bank. Courts have also treated returns for reasons such as “account closed” or “payment stopped by drawer” as covered, depending on the facts.</li>
<li>It was presented within its validity period, which is <strong>three months</strong> from the date on the cheque.</li>
</ul>
<h2>The four timelines</h2>
<ol>
<li><strong>Presentation:</strong> within three months of the cheque date. You may present it again within this period if the first presentation fails.</li>
<li><strong>Demand notice:</strong> a written notice to the drawer demanding payment within <strong>30 days</strong> of receiving the bank’s return memo.</li>
<li><strong>Payment window:</strong> the drawer has <strong>15 days</strong> from receipt of the notice to pay the cheque amount.</li>
<li><strong>Complaint:</strong> if payment is not made, the complaint must be filed before the magistrate within <strong>one month</strong> after the 15-day period ends. A court can condone delay for sufficient cause, but do not rely on it.</li>
</ol>
<h2>What the notice should contain</h2>
<ul>
<li>Details of the cheque: number, date, amount and bank.</li>
<li>The underlying transaction and how the debt arose.</li>
<li>The date of dishonour and the reason in the return memo.</li>
<li>A clear demand for payment of the cheque amount within 15 days of receipt.</li>
</ul>
<p>Send it by registered post or speed post with acknowledgement, and also by e-mail or messaging if you have been communicating that way. Keep the postal receipts and tracking reports; proof of dispatch to the correct address is usually enough even if the drawer avoids accepting delivery.</p>
<h2>Where to file the complaint</h2>
<p>The complaint is filed before the court having jurisdiction over the place where the payee’s bank branch, at which the cheque was delivered for collection, is situated. If the payee is a company or firm, an authorised representative files it on the basis of a board resolution or authority letter.</p>
<h2>Documents to keep ready</h2>
<ul>
<li>The original dishonoured cheque and the return memo.</li>
<li>A copy of the notice, postal receipts and delivery proof.</li>
<li>Invoices, agreements, ledger extracts or loan documents proving the debt.</li>
<li>Authority to file, for companies and firms.</li>
</ul>
<h2>Settlement is always possible</h2>
<p>Offences under section 138 are compoundable, so the parties can settle at any stage. Courts encourage settlement through mediation and Lok Adalats. Interim compensation of up to 20% of the cheque amount may be ordered by the trial court under section 143A, which often brings the drawer to the table.</p>
<h2>Practical advice</h2>
<ul>
<li>Note the date on which you receive the return memo; the 30-day clock starts then.</li>
<li>Do not send a vague or threatening message instead of a proper notice; it may not meet the legal requirements.</li>
<li>If the drawer offers part payment, record it in writing and adjust the demand in the complaint.</li>
</ul>
<p>A cheque bounce case is won or lost on paperwork and dates. Act within days, not weeks, of the dishonour.</p>`,
    image: null,
  },
];
