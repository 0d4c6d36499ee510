import { z } from 'zod';

/**
 * What the browser may know about the business: brand, offices, contacts, links. The server reads
 * it from configuration (SITE_CONFIG_FILE or its demo defaults) and hands exactly this to the web
 * app; nothing secret belongs here.
 */
export const officeSchema = z.object({
  label: z.string(),
  city: z.string(),
  address: z.string(),
  mapUrl: z.url(),
});

export const linkSchema = z.object({ label: z.string(), url: z.url() });

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 and the DPDP Act 2023 ask
 * us to name (issue 24): shown on /grievance, in the legal pages and the privacy notice.
 */
export const grievanceOfficerSchema = z.object({
  name: z.string().min(1),
  designation: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  address: z.string().min(1),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

export const siteSchema = z.object({
  brandName: z.string().min(1),
  slogan: z.string().min(1),
  publicUrl: z.url(),
  parentCompany: z.string(),
  phones: z.array(z.string()).min(1),
  fax: z.string().optional(),
  emails: z.array(z.email()).min(1),
  offices: z.array(officeSchema).min(1),
  social: z.object({
    facebook: z.url(),
    instagram: z.url(),
    linkedin: z.url(),
    youtube: z.url(),
    twitter: z.url(),
  }),
  apps: z.object({ googlePlay: z.url(), appStore: z.url() }),
  sisterCompanies: z.array(linkSchema),
  chatUrl: z.url(),
  backofficeUrl: z.string(),
  mapEmbedUrl: z.url().optional(),
  grievanceOfficer: grievanceOfficerSchema,
});
export type Site = z.infer<typeof siteSchema>;
export type Office = z.infer<typeof officeSchema>;
