import { useCallback } from 'react';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { useLearningPath } from '../../features/learning/api/learning-api.ts';
import { LearningNavigator } from '../../features/learning/components/learning-navigator.tsx';
import { LearningPathPanel } from '../../features/learning/components/learning-path-panel.tsx';
import { ModuleLearningSection } from '../../features/learning/components/module-learning-section.tsx';
import { useRecordLearningStep } from '../../lib/learning-steps.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The first module of the learning path: the dashboard, then the path itself. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const record = useRecordLearningStep();
  const reviewed = useCallback(() => record('dashboard-review'), [record]);
  // Only while the step is still open: a done step needs no request on every visit.
  const { data: path } = useLearningPath();
  const pending =
    path?.modules.some((m) => m.steps.some((s) => s.id === 'dashboard-review' && !s.done)) ?? false;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <LearningNavigator moduleId="fundamentals" />
      <DashboardView onReviewed={pending ? reviewed : undefined} />
      <ModuleLearningSection moduleId="fundamentals" map={false} />
      <LearningPathPanel />
    </div>
  );
}
