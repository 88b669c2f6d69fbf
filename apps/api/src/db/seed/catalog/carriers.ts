/**
 * Fictional carriers; `slug` names the logo file under /assets/logos/carriers. `code` is the first word of the
 * name in capitals, as migration 0012 gave the carriers that were there before codes (docs/decisions/0054).
 */
export const CARRIERS = [
  { name: 'Bluepine Dental Co.', code: 'BLUEPINE', slug: 'bluepine', initials: 'BP', color: '#0f766e' },
  { name: 'Clearview Vision Mutual', code: 'CLEARVIEW', slug: 'clearview', initials: 'CV', color: '#4338ca' },
  { name: 'Northwind Mutual', code: 'NORTHWIND', slug: 'northwind', initials: 'NW', color: '#1d4ed8' },
  { name: 'Lantana Health Partners', code: 'LANTANA', slug: 'lantana', initials: 'LH', color: '#b91c1c' },
  { name: 'Harborlight Life', code: 'HARBORLIGHT', slug: 'harborlight', initials: 'HL', color: '#1e3a8a' },
  { name: 'Keystone Benefit Assurance', code: 'KEYSTONE', slug: 'keystone', initials: 'KB', color: '#0369a1' },
  { name: 'Silverleaf Rx', code: 'SILVERLEAF', slug: 'silverleaf', initials: 'SR', color: '#15803d' },
  { name: 'Benefit Store Association', code: 'BENEFIT', slug: 'association', initials: 'BS', color: '#7e22ce' },
  { name: 'Evercrest Supplemental', code: 'EVERCREST', slug: 'evercrest', initials: 'EC', color: '#b45309' },
  { name: 'Steadfast Income Assurance', code: 'STEADFAST', slug: 'steadfast', initials: 'SI', color: '#334155' },
  { name: 'Tailwind Pet Cover', code: 'TAILWIND', slug: 'tailwind', initials: 'TP', color: '#92400e' },
  { name: 'Lumen Health Services', code: 'LUMEN', slug: 'lumen', initials: 'LS', color: '#0e7490' },
] as const;

export type CarrierName = (typeof CARRIERS)[number]['name'];

export const carrierLogoPath = (slug: string) => `/assets/logos/carriers/${slug}.svg`;
