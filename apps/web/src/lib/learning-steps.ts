import { type LearningPath, LearningPathSchema } from '@caudal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from './api-client.ts';

/** The signed-in user's learning path: one cache entry, updated by every recorded step. */
export const learningPathKey = ['learning', 'path'] as const;

export function fetchLearningPath(signal?: AbortSignal): Promise<LearningPath> {
  return apiRequest('/api/learning/path', { schema: LearningPathSchema, signal });
}

/**
 * Records a step the browser sees happen (a chapter read to its end, an analysis opened). The
 * answer is the updated path, so every progress bar on screen moves at once. Failures are
 * silent: progress is a guide, and the step is recorded again the next time it happens.
 */
export function useRecordLearningStep(): (step: string) => void {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (step: string) =>
      apiRequest('/api/learning/steps', {
        method: 'POST',
        body: { step },
        schema: LearningPathSchema,
      }),
    onSuccess: (path) => client.setQueryData(learningPathKey, path),
  });
  return useCallback((step: string) => mutate(step), [mutate]);
}
