import type { LucideIcon } from 'lucide-react';
import { BookOpen, CalendarClock, ChartColumn, History, Mail, PauseCircle } from 'lucide-react';
import { SectionCard } from '../../../components/ui/card.tsx';

type Item = { icon: LucideIcon; title: string; text: string };

const NOW: readonly Item[] = [
  {
    icon: ChartColumn,
    title: 'Tus cifras, no promedios',
    text: 'Cada agente lee los productos, costos y movimientos de tu empresa y calcula con ellos.',
  },
  {
    icon: BookOpen,
    title: 'Cita el libro',
    text: 'Cada recomendación enlaza el capítulo y la sección de Finanzas para Emprendedores en la que se basa.',
  },
  {
    icon: History,
    title: 'Todo queda guardado',
    text: 'Los análisis se guardan y se cuentan: las cifras de arriba salen de tu historial, no de estimaciones.',
  },
  {
    icon: CalendarClock,
    title: 'Análisis programados',
    text: 'Tus agentes activos revisan tus cifras sin que se los pidas: cada día, cada semana o cada mes, como elijas en Configuración › Análisis.',
  },
  {
    icon: PauseCircle,
    title: 'Tú decides quién trabaja',
    text: 'Un agente en pausa deja de correr en los análisis programados hasta que lo reanudes.',
  },
];

const NEXT: readonly Item[] = [
  {
    icon: Mail,
    title: 'Resúmenes por correo',
    text: 'Recibirás el resumen de cada análisis programado en tu correo.',
  },
];

function ItemList({ items }: { items: readonly Item[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border border-slate-200 p-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">{title}</p>
            <p className="text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Why the agents are worth it: what they do today and what comes next, with no invented figures. */
export function PremiumBlock() {
  return (
    <SectionCard
      title="Por qué tus agentes valen la pena"
      description="Lo que hacen hoy por tu negocio y lo que viene."
    >
      <h3 className="mb-2 text-base font-semibold text-slate-900">Lo que ya hacen</h3>
      <ItemList items={NOW} />
      <h3 className="mt-5 mb-2 text-base font-semibold text-slate-900">Próximamente</h3>
      <ItemList items={NEXT} />
    </SectionCard>
  );
}
