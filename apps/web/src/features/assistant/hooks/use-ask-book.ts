import type { BookQaRequest } from '@caudal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { askBook } from '../api/ask-book.ts';

/** One question at a time; unmounting (closing the modal) cancels the one in flight. */
export function useAskBook() {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (request: BookQaRequest) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return askBook(request, current.signal);
    },
  });

  useEffect(() => () => controller.current?.abort(), []);

  return { ask: mutation.mutate, reply: mutation.data, pending: mutation.isPending };
}
