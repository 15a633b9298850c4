import {
  type BankMapping,
  type CommitImportRequest,
  ImportListSchema,
  type ImportPreview,
  ImportPreviewSchema,
  OpenDocumentsSchema,
} from '@caudal/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { FINANCIAL_DATA_KEY, financialDataKey } from '../../lib/query-keys.ts';
import { uploadFile } from '../../lib/upload.ts';

// Under `financial-data`: a commit or an undo invalidates that key, which refreshes the history,
// the receivables and payables, the cash-flow view, the entries and the dashboard at once.
export const importsKey = financialDataKey('imports');
export const openDocumentsKey = (which: OpenDocumentsKind) => financialDataKey('documents', which);

export type OpenDocumentsKind = 'receivables' | 'payables';

export const useImportHistory = () =>
  useQuery({
    queryKey: importsKey,
    queryFn: ({ signal }) => apiRequest('/api/imports', { schema: ImportListSchema, signal }),
  });

export const useOpenDocuments = (which: OpenDocumentsKind) =>
  useQuery({
    queryKey: openDocumentsKey(which),
    queryFn: ({ signal }) => apiRequest(`/api/${which}`, { schema: OpenDocumentsSchema, signal }),
  });

/**
 * The page of a preview's rows from `offset` (GET /api/imports/:id?offset=); the first page
 * came with the preview itself, so it is asked for only from the second on.
 */
export const useImportPage = (preview: ImportPreview, offset: number) =>
  useQuery({
    queryKey: [...importsKey, preview.id, offset],
    queryFn: ({ signal }) =>
      apiRequest(`/api/imports/${encodeURIComponent(preview.id)}?offset=${offset}`, {
        schema: ImportPreviewSchema,
        signal,
      }),
    enabled: offset > 0,
    placeholderData: keepPreviousData,
  });

export type UploadRequest = {
  file: File;
  /** The bank account's name, for a statement. */
  account?: string;
  /** The columns of an unknown layout, already checked with BankMappingSchema. */
  mapping?: BankMapping;
  saveMapping?: boolean;
  /** Pesos per unit of a foreign-currency statement ('17.45'). */
  exchangeRate?: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

/** POST /api/imports (multipart): the preview, or the sample to map the columns from. */
export function uploadImport(request: UploadRequest): Promise<ImportPreview> {
  const fields: Record<string, string> = {};
  const account = request.account?.trim();
  if (account) fields.account = account;
  if (request.mapping) fields.mapping = JSON.stringify(request.mapping);
  if (request.mapping && request.saveMapping) fields.saveMapping = 'true';
  if (request.exchangeRate) fields.exchangeRate = request.exchangeRate;
  return uploadFile('/api/imports', {
    file: request.file,
    fileName: request.file.name,
    fields,
    schema: ImportPreviewSchema,
    onProgress: request.onProgress,
    signal: request.signal,
  });
}

/** Refreshes everything built from the company's data (after a write that changes figures). */
export function useRefreshFinancialData() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
}

/**
 * Commit, undo and discard. Each refreshes everything built from the company's data; an upload
 * refreshes the history (a preview is listed there until applied or discarded).
 */
export function useImportActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
  return {
    uploaded: () => queryClient.invalidateQueries({ queryKey: importsKey }),
    commit: async (id: string, body: CommitImportRequest) => {
      const done = await apiRequest(`/api/imports/${encodeURIComponent(id)}/commit`, {
        method: 'POST',
        body,
        schema: ImportPreviewSchema,
      });
      await refresh();
      return done;
    },
    /** DELETE /api/imports/:id: undoes a commit, or discards a preview. */
    undo: async (id: string) => {
      const done = await apiRequest(`/api/imports/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: ImportPreviewSchema,
      });
      await refresh();
      return done;
    },
    /** Discards a preview not applied (it added nothing): only the history changes. */
    discard: async (id: string) => {
      await apiRequest(`/api/imports/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: ImportPreviewSchema,
      });
      await queryClient.invalidateQueries({ queryKey: importsKey });
    },
  };
}
