import type { SearchResult } from '@caudal/contracts';
import { isComingSoon } from '@caudal/contracts/app-modules';
import { ComingSoonBadge } from '../../../components/ui/coming-soon.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SearchGroup } from '../search-groups.ts';

export const optionId = (listId: string, index: number) => `${listId}-opcion-${index}`;

type Props = {
  listId: string;
  groups: SearchGroup[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
};

/** The listbox of the header search, one labelled group per category. */
export function SearchResults({ listId, groups, active, onHover, onChoose }: Props) {
  return (
    <div id={listId} role="listbox" aria-label="Resultados de búsqueda" className="py-1">
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox, not a form fieldset
        <div key={group.category} role="group" aria-labelledby={`${listId}-${group.category}`}>
          <div
            id={`${listId}-${group.category}`}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            {group.label}
          </div>
          {group.items.map(({ result, index }) => (
            // Keyboard use goes through the field (aria-activedescendant); this is for pointers.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
            <div
              key={result.id}
              id={optionId(listId, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseEnter={() => onHover(index)}
              onClick={() => onChoose(result)}
              className={cn(
                'cursor-pointer px-3 py-2',
                index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate text-sm font-medium">{result.title}</span>
                {isComingSoon(result.url) ? <ComingSoonBadge /> : null}
              </span>
              <span className="block truncate text-xs text-slate-600">{result.description}</span>
              {result.snippet ? (
                <span className="mt-0.5 line-clamp-2 text-xs text-slate-500">{result.snippet}</span>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
