import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { addFilterForNewUser, addFilterForNewUserV2, sessionFilterScope } from '@/lib/calls/add-filter-for-new-user';
import { changeFilterInfo } from '@/lib/calls/change-filter-info';
import type { FilterAnswers, WizardAnswers } from '@/lib/filter-request';
import { readSession, storage } from '@/lib/storage';

/**
 * The stored enrollment cannot take the change: it belongs to another browser (404), is complete
 * (409) or is no enrollment id at all. A new one is started instead, as for a first visit.
 */
function isStaleEnrollment(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.fieldMessage('enrollment_id') !== undefined || error.fieldMessage('tempId') !== undefined) return true;
  return error.status === 404 || error.status === 409;
}

type Version = 'v1' | 'v2';
type AnswersOf<V extends Version> = V extends 'v2' ? WizardAnswers : FilterAnswers;

/**
 * Saves the filter (spec 000 §4 "Filter flow"): without a stored tempId a new temporary enrollment
 * is created and its id stored; with one, the filter is changed (empty values dropped). Either way
 * the enrollment's cached data (plans, cart) is refreshed.
 */
async function saveFilter<V extends Version>(version: V, answers: AnswersOf<V>): Promise<string> {
  const session = readSession();
  const scope = sessionFilterScope();
  if (session.tempId) {
    const { referral: _referral, ...changeScope } = scope;
    try {
      const body = { ...answers, ...changeScope };
      const saved = await changeFilterInfo(session.tempId, body, version);
      return saved.temp_enrollment_id;
    } catch (error) {
      if (!isStaleEnrollment(error)) throw error;
    }
  }
  const created =
    version === 'v2'
      ? await addFilterForNewUserV2({ ...(answers as WizardAnswers), ...scope })
      : await addFilterForNewUser({ ...answers, ...scope });
  return created.temp_enrollment_id;
}

export function useSaveFilter<V extends Version>(version: V) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswersOf<V>) => saveFilter(version, answers),
    onSuccess: (tempId) => {
      storage.set('tempId', tempId);
      storage.set('isFilterDataSubmitted', 'true');
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(tempId) });
    },
  });
}
