import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A public page that is not built yet: its title and a plain note, nothing invented. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="px-4 py-12 sm:px-6 sm:py-16">
      <ComingSoon title={title} note="Estamos preparando esta sección.">
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Volver al inicio
        </Link>
      </ComingSoon>
    </div>
  );
}
