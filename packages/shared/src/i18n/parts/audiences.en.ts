/**
 * The home page's audiences (`HOME_AUDIENCES`, content-constants.ts) in English word for word:
 * looked up by their English text (`hi-parts.ts`), so the first load carries them once.
 */
export const audiencesEn = {
  'audiences.organization': 'Organization',
  'audiences.organization.intro': 'Stay compliant month after month while you run the business.',
  'audiences.enterprise': 'Enterprise',
  'audiences.enterprise.intro': 'Filings, notices and changes handled by a team that knows the rules.',
  'audiences.startup': 'Startup',
  'audiences.startup.intro': 'From incorporation to recognition and tax benefits.',
  'audiences.individuals': 'Individuals',
  'audiences.individuals.intro': 'Your return, your refund and your notices, explained in plain words.',
} as const;
