import { GetEthnicCategoryCall } from '@benefit-store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET get-ethnic-category: the ethnic groups (id 12 is "other"). */
export const ethnicCategoriesQuery = () =>
  queryOptions({ queryKey: ['enrollment', 'ethnic-categories'], queryFn: () => call(GetEthnicCategoryCall, {}), staleTime: Infinity });

export const useEthnicCategories = () => useQuery(ethnicCategoriesQuery());
