/** Fictional carriers; `slug` names the logo file under /assets/logos/carriers. */
export const CARRIERS = [
  { name: 'Bluepine Dental Co.', slug: 'bluepine', initials: 'BP', color: '#0f766e' },
  { name: 'Clearview Vision Mutual', slug: 'clearview', initials: 'CV', color: '#4338ca' },
  { name: 'Northwind Mutual', slug: 'northwind', initials: 'NW', color: '#1d4ed8' },
  { name: 'Lantana Health Partners', slug: 'lantana', initials: 'LH', color: '#b91c1c' },
  { name: 'Harborlight Life', slug: 'harborlight', initials: 'HL', color: '#1e3a8a' },
  { name: 'Keystone Benefit Assurance', slug: 'keystone', initials: 'KB', color: '#0369a1' },
  { name: 'Silverleaf Rx', slug: 'silverleaf', initials: 'SR', color: '#15803d' },
  { name: 'Benefit Store Association', slug: 'association', initials: 'BS', color: '#7e22ce' },
  { name: 'Evercrest Supplemental', slug: 'evercrest', initials: 'EC', color: '#b45309' },
  { name: 'Steadfast Income Assurance', slug: 'steadfast', initials: 'SI', color: '#334155' },
  { name: 'Tailwind Pet Cover', slug: 'tailwind', initials: 'TP', color: '#92400e' },
  { name: 'Lumen Health Services', slug: 'lumen', initials: 'LS', color: '#0e7490' },
] as const;

export type CarrierName = (typeof CARRIERS)[number]['name'];

export const carrierLogoPath = (slug: string) => `/assets/logos/carriers/${slug}.svg`;
