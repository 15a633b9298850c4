import { Search } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field-parts.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';
import { usePublicPage } from '../../../lib/use-public-page.ts';
import { CategoryFilter } from './category-filter.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { FAQ_CATEGORIES, FAQS, type FaqFilterCategory, filterFaqs } from './faq-data.ts';
import { QuickLinks, SupportChannels } from './help-sidebar.tsx';

const ALL: readonly FaqFilterCategory[] = ['todos', ...FAQ_CATEGORIES.map((c) => c.id)];

/** /centro-de-ayuda and /support (000 §2 "Help center"). */
export function HelpCenterPage() {
  const { pathname } = useLocation();
  usePublicPage(pathname.startsWith('/support') ? '/support' : '/centro-de-ayuda');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqFilterCategory>('todos');
  const searchInput = useRef<HTMLInputElement>(null);

  const results = useMemo(() => filterFaqs(FAQS, query, category), [query, category]);
  const counts = useMemo(
    () =>
      Object.fromEntries(ALL.map((id) => [id, filterFaqs(FAQS, query, id).length])) as Record<
        FaqFilterCategory,
        number
      >,
    [query],
  );

  const clearFilters = () => {
    setQuery('');
    setCategory('todos');
    searchInput.current?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl space-y-3">
        <p className="text-sm font-semibold text-brand-800">Soporte</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Centro de ayuda</h1>
        <p className="text-lg text-slate-700">
          Respuestas a las dudas más comunes sobre la prueba gratis, la facturación, tus datos y las
          herramientas. Si no encuentras la tuya, escríbenos.
        </p>
      </header>

      <search className="block space-y-4" aria-label="Buscar en las preguntas frecuentes">
        <div className="max-w-2xl">
          <label
            htmlFor="ayuda-busqueda"
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Buscar en las preguntas frecuentes
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={searchInput}
              id="ayuda-busqueda"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Ej.: prueba gratis, contraseña"
              autoComplete="off"
              className={cn(inputClasses, 'pl-10')}
            />
          </div>
        </div>
        <CategoryFilter value={category} onChange={setCategory} counts={counts} />
      </search>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="ayuda-preguntas" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="ayuda-preguntas" className="text-xl font-semibold text-slate-900">
              Preguntas frecuentes
            </h2>
            <p role="status" className="text-sm text-slate-600">
              {results.length === FAQS.length
                ? `${formatInteger(FAQS.length)} preguntas`
                : `${formatInteger(results.length)} de ${formatInteger(FAQS.length)} preguntas`}
            </p>
          </div>
          {results.length > 0 ? (
            <FaqAccordion faqs={results} />
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
              <p className="font-semibold text-slate-900">
                No encontramos preguntas con esos filtros.
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Prueba con otras palabras o con otra categoría, o{' '}
                <Link to="/contacto" className="font-medium text-brand-800 underline">
                  escríbenos
                </Link>
                .
              </p>
              <Button variant="secondary" className="mt-4" onClick={clearFilters}>
                Limpiar filtros
              </Button>
            </div>
          )}
        </section>
        <aside className="space-y-6" aria-label="Accesos rápidos y soporte">
          <QuickLinks />
          <SupportChannels />
        </aside>
      </div>
    </div>
  );
}
