import { type MayaResponse, MayaResponseSchema } from '@caudal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Maya's analysis (POST /api/agents/maya/cash-flow-analysis): the server reads the company's own
 * figures, so the body is empty. On success the analysis step of the learning path is recorded.
 */
export function useMayaAnalysis(onDone: () => void) {
  return useMutation({
    mutationFn: (): Promise<MayaResponse> =>
      apiRequest('/api/agents/maya/cash-flow-analysis', {
        method: 'POST',
        body: {},
        schema: MayaResponseSchema,
      }),
    onSuccess: onDone,
  });
}
