-- The home page's "Made for everyone" cards become staff-edited content: every write tells the
-- other instances (as migration 0005 does for the other content tables), and the cards the web app
-- carried until now are the first rows, word for word, so the storefront looks the same after it.
CREATE TRIGGER home_cards_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_cards FOR EACH STATEMENT EXECUTE FUNCTION anupalan_content_changed();
--> statement-breakpoint
INSERT INTO home_cards (audience, title, text, link, icon, sort_order) VALUES
  ('organization', 'GST Registration', 'Get your GSTIN with the right documents the first time.', '/gst', 'FileText', 1),
  ('organization', 'GST Return Filing', 'GSTR-1 and GSTR-3B filed on time, reconciled with GSTR-2B.', '/gst', 'Receipt', 2),
  ('organization', 'Annual ROC Compliance', 'AOC-4, MGT-7 and board paperwork for your company.', '/company', 'Building2', 3),
  ('organization', 'TDS Return Filing', 'Quarterly TDS statements without late fees.', '/income-tax', 'ReceiptIndianRupee', 4),
  ('organization', 'Trademark Registration', 'Protect your brand name and logo.', '/trademark', 'BadgeCheck', 5),
  ('enterprise', 'GST Annual Return', 'GSTR-9 and GSTR-9C prepared from your books.', '/gst', 'FileSpreadsheet', 1),
  ('enterprise', 'GST Notice Reply', 'A reasoned reply to a GST notice, with evidence.', '/gst', 'ShieldCheck', 2),
  ('enterprise', 'Change of Directors', 'Appointments and resignations filed with the MCA.', '/company', 'Users', 3),
  ('enterprise', 'Income Tax Notice Response', 'Replies to scrutiny and mismatch notices.', '/income-tax', 'ReceiptIndianRupee', 4),
  ('enterprise', 'Trademark Objection Reply', 'Answer an examination report and keep your mark.', '/trademark', 'BadgeCheck', 5),
  ('enterprise', 'Company Strike Off', 'Close a company that no longer trades.', '/company', 'Landmark', 6),
  ('startup', 'Private Limited Company Incorporation', 'DSC, name approval, incorporation, PAN and TAN.', '/company', 'Building2', 1),
  ('startup', 'DPIIT Startup Recognition', 'Recognition under Startup India and its benefits.', '/startup', 'Rocket', 2),
  ('startup', 'Udyam (MSME) Registration', 'Udyam certificate for MSME schemes and credit.', '/startup', 'FileText', 3),
  ('startup', 'Section 80-IAC Tax Exemption', 'Apply for the startup income tax holiday.', '/startup', 'ReceiptIndianRupee', 4),
  ('startup', 'Trademark for Startups', 'Reduced government fee for recognised startups.', '/trademark', 'BadgeCheck', 5),
  ('startup', 'GST Registration', 'Start invoicing with GST from day one.', '/gst', 'Receipt', 6),
  ('individuals', 'ITR Filing for Salaried', 'Old or new regime compared, return filed and e-verified.', '/income-tax', 'ReceiptIndianRupee', 1),
  ('individuals', 'ITR with Capital Gains', 'Shares, mutual funds or property sold this year.', '/income-tax', 'FileSpreadsheet', 2),
  ('individuals', 'Income Tax Notice Help', 'Understand a notice and reply before the deadline.', '/income-tax', 'ShieldCheck', 3),
  ('individuals', 'Trademark for Individuals', 'Register the name of your side business or brand.', '/trademark', 'BadgeCheck', 4);
