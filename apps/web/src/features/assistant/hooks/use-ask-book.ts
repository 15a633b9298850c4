import type { BookQaRequest } from '@caudal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { askBook } from '../api/ask-book.ts';
import type { AssistantReply } from '../assistant-reply.ts';

type Asked = { question: string; request: BookQaRequest };

/**
 * One question at a time; its reply goes to `onReply`. Unmounting (closing the modal) cancels
 * the one in flight, which then leaves no reply.
 */
export function useAskBook(onReply: (question: string, reply: AssistantReply) => void) {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request }: Asked) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return askBook(request, current.signal);
    },
    onSuccess: (reply, { question }) => onReply(question, reply),
  });

  useEffect(() => () => controller.current?.abort(), []);

  return {
    ask: (question: string, request: BookQaRequest) => mutation.mutate({ question, request }),
    pending: mutation.isPending,
    pendingQuestion: mutation.isPending ? (mutation.variables?.question ?? null) : null,
  };
}
