import { useQuery } from '@tanstack/react-query';
import { fetchLearningPath, learningPathKey } from '../../../lib/learning-steps.ts';

export function useLearningPath() {
  return useQuery({
    queryKey: learningPathKey,
    queryFn: ({ signal }) => fetchLearningPath(signal),
  });
}
