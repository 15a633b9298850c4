import { formatInteger } from '../../lib/format.ts';
import { MARKETING } from './marketing-figures.ts';
import { Section } from './section.tsx';

/** Facts about the product itself; a marketing figure only when configured (see README). */
const FACTS = [
  { value: '15', label: 'capítulos del libro, dentro de la app' },
  { value: '10', label: 'módulos de finanzas' },
  { value: 'MXN', label: 'pesos mexicanos, sin conversiones' },
] as const;

export function AboutSection() {
  const facts =
    MARKETING.activeCompanies === null
      ? FACTS
      : [
          {
            value: formatInteger(MARKETING.activeCompanies),
            label: 'empresas activas usan Caudal',
          },
          ...FACTS,
        ];
  return (
    <Section
      id="about"
      title="Hecho para pequeñas empresas en México"
      intro="Caudal nace del libro «Finanzas para Emprendedores»: lleva sus herramientas a tus números, en español y en pesos, para que decidas con datos y no con corazonadas."
      className="bg-white"
    >
      <dl className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
        {facts.map((fact) => (
          // The figure reads after its label for assistive technology, above it on screen.
          <div
            key={fact.label}
            className="flex flex-col-reverse justify-center rounded-2xl bg-slate-50 p-5 text-center"
          >
            <dt className="mt-1 text-sm text-slate-700">{fact.label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
