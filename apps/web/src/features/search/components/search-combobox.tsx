import type { SearchResult } from '@caudal/contracts';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_CHARS, useSearch } from '../api/search-api.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { groupResults, moveHighlight } from '../search-groups.ts';
import { optionId, SearchResults } from './search-results.tsx';

const DEBOUNCE_MS = 200;
/** Long enough for a click on a result to land before the list goes away (000 §9). */
const BLUR_CLOSE_MS = 200;

type Props = {
  autoFocus?: boolean;
  /** Called after a result is opened or Escape closes an already closed list. */
  onDone?: () => void;
};

/** The search field with its dropdown of results (ARIA combobox + listbox). */
export function SearchCombobox({ autoFocus, onDone }: Props) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const { data, isError, isFetching } = useSearch(debounced);
  const { groups, flat } = useMemo(() => groupResults(data ?? []), [data]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const long = trimmed.length >= SEARCH_MIN_CHARS;
  const settled = debounced === trimmed && !isFetching;
  // Errors are ignored silently (000 §8): no list, no message.
  const showPanel = open && long && !isError && (flat.length > 0 || settled);
  const showList = showPanel && flat.length > 0;

  const choose = (result: SearchResult) => {
    window.clearTimeout(blurTimer.current);
    setOpen(false);
    setQuery('');
    setActive(-1);
    void navigate(result.url);
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        moveHighlight(current, event.key === 'ArrowDown' ? 1 : -1, flat.length),
      );
    } else if (event.key === 'Enter') {
      const result = showList ? flat[active] : undefined;
      if (result) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') {
      if (showPanel) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        onDone?.();
      }
    }
  };

  return (
    <div className="relative w-full">
      <label htmlFor={`${listId}-campo`} className="sr-only">
        Buscar
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={`${listId}-campo`}
        type="search"
        role="combobox"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the phone layout reveals the field on request
        autoFocus={autoFocus}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(listId, active) : undefined}
        placeholder="Buscar módulos, conceptos del libro o tus registros"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className="min-h-10 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      {showPanel ? (
        <div className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {showList ? (
            <SearchResults
              listId={listId}
              groups={groups}
              active={active}
              onHover={setActive}
              onChoose={choose}
            />
          ) : (
            <p role="status" className="px-3 py-3 text-sm text-slate-600">
              Sin resultados para «{trimmed}»
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
