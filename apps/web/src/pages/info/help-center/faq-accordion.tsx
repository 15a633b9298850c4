import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { categoryLabel, type Faq } from './faq-data.ts';

/** One answer open at a time; clicking the open question closes it (000 §4 "FAQ"). */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className="group/item">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 group-first/item:rounded-t-2xl group-last/item:data-[state=closed]:rounded-b-2xl hover:bg-slate-50 sm:px-6">
                <span>{faq.pregunta}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700 sm:px-6">
            <p>{faq.respuesta}</p>
            <p className="mt-3 text-xs font-medium text-slate-600">
              Categoría: {categoryLabel(faq.categoria)}
            </p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
