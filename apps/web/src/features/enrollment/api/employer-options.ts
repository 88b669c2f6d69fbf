import {
  GetAverageWorkWeekCall,
  GetBargainingUnitCall,
  GetCompensationTypesCall,
  GetEmploymentStatusCall,
  GetHolidayPolicyCall,
  GetVacationPolicyCall,
} from '@benefit-store/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

type Option = { value: string; label: string };
const asOptions = ({ result }: { result: { name: string; value: string }[] }): Option[] =>
  result.map(({ name, value }) => ({ value, label: name }));

const fixedList = (name: string, fetchList: () => Promise<{ result: { name: string; value: string }[] }>) => ({
  queryKey: ['enrollment', 'employer-options', name],
  queryFn: fetchList,
  select: asOptions,
  staleTime: Infinity,
});

const enrollmentList = (name: string, enrollmentId: string, fetchList: () => Promise<{ result: { name: string; value: string }[] }>) => ({
  queryKey: ['enrollment', 'employer-options', name, enrollmentId],
  queryFn: fetchList,
  select: asOptions,
});

/**
 * The employer step's option lists (spec 001 §7 "Employer"), each as select options: GET
 * get-average-work-week, get-employment-status, get-compensation-types (fixed), and
 * get-vacation-policy, get-bargaining-unit, get-holiday-policy (the enrollment's group's).
 * A list that fails to load is empty (spec 001 §8: load failures are only logged).
 */
export function useEmployerOptions(enrollmentId: string) {
  const query = { query: { enrollment_id: enrollmentId } };
  const workWeeks = useQuery(fixedList('average-work-week', () => call(GetAverageWorkWeekCall, {})));
  const statuses = useQuery(fixedList('employment-status', () => call(GetEmploymentStatusCall, {})));
  const compensation = useQuery(fixedList('compensation-types', () => call(GetCompensationTypesCall, {})));
  const vacation = useQuery(enrollmentList('vacation-policy', enrollmentId, () => call(GetVacationPolicyCall, query)));
  const bargaining = useQuery(enrollmentList('bargaining-unit', enrollmentId, () => call(GetBargainingUnitCall, query)));
  const holidays = useQuery(enrollmentList('holiday-policy', enrollmentId, () => call(GetHolidayPolicyCall, query)));
  return {
    averageWorkWeeks: workWeeks.data ?? [],
    employmentStatuses: statuses.data ?? [],
    compensationTypes: compensation.data ?? [],
    vacationPolicies: vacation.data ?? [],
    bargainingUnits: bargaining.data ?? [],
    holidayPolicies: holidays.data ?? [],
  };
}
