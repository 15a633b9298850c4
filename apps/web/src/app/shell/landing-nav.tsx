/** The landing's sections, in the bar from md up and in the public menu below it. */
export const LANDING_SECTIONS = [
  { href: '#features', label: 'Funciones' },
  { href: '#pricing', label: 'Precios' },
  { href: '#about', label: 'Nosotros' },
] as const;

/** Links to the landing's sections; from medium screens up, where the bar has room for them. */
export function LandingNav() {
  return (
    <nav aria-label="Secciones de la página" className="ml-6 hidden md:block">
      <ul className="flex items-center gap-1 text-sm font-medium">
        {LANDING_SECTIONS.map((section) => (
          <li key={section.href}>
            <a
              href={section.href}
              className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
