import { useCallback, useEffect, useState } from 'react';
import { browserStores } from '../../../lib/session-storage.ts';
import {
  type Exchange,
  readConversation,
  withExchange,
  writeConversation,
} from '../conversation.ts';

/**
 * The visit's conversation with the assistant: read from the tab's sessionStorage when the
 * panel opens and written on every change, so it survives closing the modal and moving between
 * pages. Empty without a user.
 */
export function useConversation(userId: string | null) {
  const [exchanges, setExchanges] = useState<Exchange[]>(() =>
    userId ? readConversation(browserStores().session, userId) : [],
  );
  useEffect(() => {
    if (userId) writeConversation(browserStores().session, userId, exchanges);
  }, [userId, exchanges]);
  const add = useCallback(
    (exchange: Exchange) => setExchanges((list) => withExchange(list, exchange)),
    [],
  );
  const clear = useCallback(() => setExchanges([]), []);
  return { exchanges, add, clear };
}
