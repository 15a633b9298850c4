import { Link } from 'react-router';

const links = [
  { to: '/contacto', label: 'Contacto' },
  { to: '/centro-de-ayuda', label: 'Centro de ayuda' },
  { to: '/casos-de-exito', label: 'Casos de éxito' },
  { to: '/guias-del-libro', label: 'Guías del libro' },
  { to: '/terms', label: 'Términos y condiciones' },
  { to: '/privacy', label: 'Aviso de privacidad' },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-slate-600">
          © {new Date().getFullYear()} Caudal. Finanzas para emprendedores en México.
        </p>
        <nav aria-label="Pie de página">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-brand-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
