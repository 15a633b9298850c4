import { usePublicPage } from '../../../lib/use-public-page.ts';
import { TERMS_UPDATED_ON } from './legal-dates.ts';
import { LegalDocument } from './legal-document.tsx';
import { TERMS_SECTIONS } from './terms-sections.tsx';

/** /terms, linked from the register page and the footer. */
export function TermsPage() {
  usePublicPage('/terms');
  return (
    <LegalDocument
      title="Términos y condiciones"
      updatedOn={TERMS_UPDATED_ON}
      intro={
        <p>
          Estos términos regulan el uso de Caudal. Los escribimos en lenguaje claro; léelos antes de
          crear tu cuenta.
        </p>
      }
      sections={TERMS_SECTIONS}
      related={{ to: '/privacy', label: 'Aviso de privacidad' }}
    />
  );
}
