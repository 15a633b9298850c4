import type { LearningModuleId } from '@caudal/contracts';
import { useCallback } from 'react';
import { useRecordLearningStep } from '../../../lib/learning-steps.ts';
import { useLearningPath } from '../api/learning-api.ts';

/**
 * Records a step of one learning module that the browser sees happen (an analysis opened), only
 * while that step is still open: a done step needs no request on every visit, and nothing is
 * sent before the path has loaded. The function changes whenever the module's open steps do, so
 * an effect that calls it runs again once the path arrives.
 */
export function useModuleStepRecorder(moduleId: LearningModuleId): (stepId: string) => void {
  const { data: path } = useLearningPath();
  const record = useRecordLearningStep();
  const open =
    path?.modules
      .find((m) => m.id === moduleId)
      ?.steps.filter((s) => !s.done)
      .map((s) => s.id)
      .join(' ') ?? '';
  return useCallback(
    (stepId: string) => {
      if (open.split(' ').includes(stepId)) record(stepId);
    },
    [open, record],
  );
}
