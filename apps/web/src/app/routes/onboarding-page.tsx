import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function OnboardingPage() {
  useDocumentTitle('Configura tu empresa');
  return (
    <ComingSoon
      title="Configura tu empresa"
      note="Tu cuenta está lista. Estamos preparando la configuración guiada de tu empresa; mientras tanto puedes completar los datos de tu negocio en tu perfil."
    >
      <Link to="/app/dashboard" className={buttonClasses()}>
        Ir al dashboard
      </Link>
      <Link to="/app/profile" className={buttonClasses({ variant: 'secondary' })}>
        Completar mi perfil
      </Link>
    </ComingSoon>
  );
}
