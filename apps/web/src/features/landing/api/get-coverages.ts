import { COVERAGE_LABELS, COVERAGE_OPTIONS, CoveragesV2Call } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /api/v2/coverages: the wizard's coverage choices (step 6). */
export const getCoverages = (signal?: AbortSignal) => call(CoveragesV2Call, { signal });

/** The domain's own list stands in until (or if ever not) the server's arrives. */
const KNOWN_COVERAGES = COVERAGE_OPTIONS.map((key) => ({ key, label: COVERAGE_LABELS[key] }));

export const coveragesQuery = () =>
  queryOptions({ queryKey: ['landing', 'coverages'], queryFn: ({ signal }) => getCoverages(signal), staleTime: Infinity });

export function useCoverages() {
  const query = useQuery(coveragesQuery());
  return query.data && query.data.length > 0 ? query.data : KNOWN_COVERAGES;
}
