import { usePublicPage } from '../../../lib/use-public-page.ts';
import { PRIVACY_UPDATED_ON } from './legal-dates.ts';
import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights-sections.tsx';
import { PRIVACY_DATA_SECTIONS } from './privacy-sections.tsx';

const SECTIONS = [...PRIVACY_DATA_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** /privacy: the full privacy notice (aviso de privacidad integral) under the LFPDPPP. */
export function PrivacyPage() {
  usePublicPage('/privacy');
  return (
    <LegalDocument
      title="Aviso de privacidad"
      updatedOn={PRIVACY_UPDATED_ON}
      intro={
        <p>
          Este es nuestro aviso de privacidad integral, conforme a la Ley Federal de Protección de
          Datos Personales en Posesión de los Particulares (LFPDPPP). Explica qué datos tratamos,
          para qué y cómo puedes ejercer tus derechos.
        </p>
      }
      sections={SECTIONS}
      related={{ to: '/terms', label: 'Términos y condiciones' }}
    />
  );
}
