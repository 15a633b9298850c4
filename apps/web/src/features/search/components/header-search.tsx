import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { SearchCombobox } from './search-combobox.tsx';

/**
 * The top bar's search (000 §2): the field itself from 768 px; on phones an icon button that
 * reveals it in a row under the bar.
 */
export function HeaderSearch() {
  const wide = useMediaQuery('(min-width: 768px)');
  const [revealed, setRevealed] = useState(false);

  if (wide) {
    return (
      <div className="mr-1 w-56 min-w-36 shrink xl:w-64">
        <SearchCombobox />
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={revealed ? 'Cerrar búsqueda' : 'Buscar'}
        aria-expanded={revealed}
        onClick={() => setRevealed((value) => !value)}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        {revealed ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
      </button>
      {revealed ? (
        <div className="absolute top-full right-0 left-0 border-b border-slate-200 bg-white px-4 py-2 shadow-sm">
          <SearchCombobox autoFocus onDone={() => setRevealed(false)} />
        </div>
      ) : null}
    </>
  );
}
