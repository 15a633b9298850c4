import { useCallback } from 'react';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
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
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <LearningNavigator moduleId="fundamentals" />
      <DashboardView onReviewed={reviewed} />
      <ModuleLearningSection moduleId="fundamentals" map={false} />
      <LearningPathPanel />
    </div>
  );
}
