import { EnrollmentIdSchema, TAB_ROUTE_SEGMENTS, tabOfRouteSegment, type TabName } from '@benefit-store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { useStoredSession } from '@/lib/use-stored-session';
import { useDynamicTabs } from './api/get-dynamic-tabs';
import { startStepFirstCalls } from './step-first-calls';

/** The wizard's position and moves (spec 001 §2 "Wizard shell"): only required steps, in the server's order. */
export function useWizard() {
  const { tempId } = useStoredSession();
  const enrollmentId = tempId && EnrollmentIdSchema.safeParse(tempId).success ? tempId : null;
  const tabs = useDynamicTabs(enrollmentId);
  const { landing } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const steps = useMemo(
    () =>
      (tabs.data ?? [])
        .filter((tab) => tab.required)
        .sort((a, b) => a.order - b.order)
        .map((tab) => tab.tab_name),
    [tabs.data],
  );
  const current = tabOfRouteSegment(location.pathname.split('/').filter(Boolean).at(-1) ?? '');
  const index = current ? steps.indexOf(current) : -1;

  const pathOf = useCallback((tab: TabName) => `${landing ? `/${landing}` : ''}/enrollment/${TAB_ROUTE_SEGMENTS[tab]}`, [landing]);

  /** Next: to review when a return marker is set (cleared on the way), else the following step, its first calls started. */
  const goNext = useCallback(() => {
    if (storage.get('navto')) {
      storage.remove('navto');
      void navigate(pathOf('review_info'));
      return;
    }
    const next = steps[index + 1];
    if (!next) return;
    if (enrollmentId) startStepFirstCalls(queryClient, next, enrollmentId);
    void navigate(pathOf(next));
  }, [enrollmentId, index, navigate, pathOf, queryClient, steps]);

  /** Back: the previous step; from the first step, the cart. */
  const goBack = useCallback(() => {
    const previous = steps[index - 1];
    void navigate(previous ? pathOf(previous) : `${landing ? `/${landing}` : ''}${paths.cart}`);
  }, [index, landing, navigate, pathOf, steps]);

  return { enrollmentId, tabs, steps, current, index, pathOf, goNext, goBack };
}
