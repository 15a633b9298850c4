import {
  BookOpen,
  Calculator,
  ChartLine,
  LayoutDashboard,
  type LucideIcon,
  Users,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { assistantStatusText, useAssistantStatus } from './use-assistant-status.ts';

type Tool = { icon: LucideIcon; title: string; text: string };

const TOOLS: readonly Tool[] = [
  {
    icon: LayoutDashboard,
    title: 'Dashboard',
    text: 'Ingresos, gastos, utilidad y salud financiera del periodo, comparados con el anterior.',
  },
  {
    icon: Wallet,
    title: 'Flujo de caja',
    text: 'Registra entradas y salidas, mira tu saldo día a día y proyecta los próximos meses.',
  },
  {
    icon: Users,
    title: 'Economía unitaria',
    text: 'Costo de adquirir un cliente, su valor de vida (LTV) y cuánto tardas en recuperarlo.',
  },
  {
    icon: Calculator,
    title: 'Costos y precios',
    text: 'Costos fijos y variables, punto de equilibrio y el precio que da el margen que buscas.',
  },
  {
    icon: ChartLine,
    title: 'Rentabilidad',
    text: 'Márgenes bruto, de contribución y neto, contra referencias del sector y por producto.',
  },
];

function ToolCard({ tool, status }: { tool: Tool; status?: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <tool.icon aria-hidden="true" className="size-7 text-brand-700" />
      <h3 className="mt-3 font-semibold text-slate-900">{tool.title}</h3>
      <p className="mt-2 text-sm text-slate-700">{tool.text}</p>
      {status}
    </li>
  );
}

/** The six tools; the assistant's card says what the server reports about it, nothing more. */
export function ToolCards() {
  const assistantRef = useRef<HTMLParagraphElement>(null);
  const status = useAssistantStatus(assistantRef);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {TOOLS.map((tool) => (
        <ToolCard key={tool.title} tool={tool} />
      ))}
      <ToolCard
        tool={{
          icon: BookOpen,
          title: 'Asistente del libro',
          text: 'Pregunta en español y recibe la respuesta con citas del libro «Finanzas para Emprendedores».',
        }}
        status={
          <p
            ref={assistantRef}
            data-testid="assistant-status"
            className="mt-auto pt-3 text-sm font-medium text-brand-800"
          >
            {assistantStatusText(status)}
          </p>
        }
      />
    </ul>
  );
}
