import { BookOpen, Check, FileText, type LucideIcon, Tag, Wallet } from 'lucide-react';

type Feature = { icon: LucideIcon; title: string; text: string; points: readonly string[] };

const FEATURES: readonly Feature[] = [
  {
    icon: Wallet,
    title: 'Tu dinero, día por día',
    text: 'Sabe cuánto entra, cuánto sale y cuánto te queda para operar, sin hojas de cálculo.',
    points: [
      'Entradas y salidas con categoría y fecha',
      'Saldo y flujo neto por día, semana y mes',
      'Proyección de los próximos 12 meses con la temporada de tu negocio',
    ],
  },
  {
    icon: Tag,
    title: 'Precios que sí dejan ganancia',
    text: 'Con tus costos reales calculas cuánto aporta cada producto y cuánto necesitas vender.',
    points: [
      'Margen de contribución por producto',
      'Punto de equilibrio en unidades, ventas y días',
      'Precio sugerido para el margen que buscas',
    ],
  },
  {
    icon: BookOpen,
    title: 'Decide con el libro al lado',
    text: 'Cada cifra explica su concepto y te lleva al capítulo del libro que lo trata.',
    points: [
      'Los 15 capítulos de «Finanzas para Emprendedores» dentro de la app',
      'Guías de lectura para aplicar cada módulo',
      'El Asistente del libro: tus cifras y las citas del libro',
    ],
  },
  {
    icon: FileText,
    title: 'Reportes para compartir',
    text: 'Lleva tus números a tu socio, a tu contador o al banco en un formato claro.',
    points: [
      'El dashboard del periodo en PDF',
      'Todas tus cifras en pesos mexicanos',
      'Exporta e importa tus datos cuando quieras',
    ],
  },
];

/** What Caudal does, module by module (loaded after the first paint, with retries). */
export function FeatureShowcase() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {FEATURES.map((feature) => (
        <li
          key={feature.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50">
              <feature.icon aria-hidden="true" className="size-6 text-brand-700" />
            </span>
            <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
          </div>
          <p className="mt-3 text-slate-700">{feature.text}</p>
          <ul className="mt-4 space-y-2">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
