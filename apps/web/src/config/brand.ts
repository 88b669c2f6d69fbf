/** The store's own brand, used when no rep, group or site brands the page (spec 000 §9). */
export const DEFAULT_BRAND = {
  name: 'Benefit Store',
  /** Fictional 555-01xx number; a site overrides it with its `support_phone` setting. */
  supportPhone: '8885550123',
  supportEmail: 'support@benefitstore.example',
  tagline: 'Dental, vision, medical, life and lifestyle plans, side by side, with one simple enrollment.',
} as const;
