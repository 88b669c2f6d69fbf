/** Query keys of the catalog screens; `['plans']` covers every plan list, price and question set. */
export const planKeys = {
  all: ['plans'] as const,
  filtered: (enrollmentId: string, categories: readonly string[]) => ['plans', 'filtered', enrollmentId, categories] as const,
  menu: (params: object) => ['plans', 'menu', params] as const,
  categories: (enrollmentId: string) => ['plans', 'categories', enrollmentId] as const,
  pricing: (planId: number, enrollmentId: string | null) => ['plans', 'pricing', planId, enrollmentId] as const,
  detail: (planId: number) => ['plans', 'detail', planId] as const,
  related: (planId: number, enrollmentId: string) => ['plans', 'related', planId, enrollmentId] as const,
  questions: (planId: number, enrollmentId: string) => ['plans', 'questions', planId, enrollmentId] as const,
  carrierQuestions: (planId: number, enrollmentId: string) => ['plans', 'carrier-questions', planId, enrollmentId] as const,
  recommended: (params: object) => ['plans', 'recommended', params] as const,
};

/** The enrollment's own data (filter, summary): changes with every filter edit. */
export const enrollmentKeys = {
  all: ['enrollment'] as const,
  filterInfo: (enrollmentId: string) => ['enrollment', 'filter-info', enrollmentId] as const,
  summary: (enrollmentId: string) => ['enrollment', 'summary', enrollmentId] as const,
};
