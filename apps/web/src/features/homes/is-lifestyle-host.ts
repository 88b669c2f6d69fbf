import { readCurrentHost, readLifestyleHost } from '@/lib/env';

/** The main lifestyle-brand host hides the 'Home' breadcrumb of the rep home (spec 000 §2). */
export const isLifestyleHost = (): boolean => readCurrentHost() === readLifestyleHost();
