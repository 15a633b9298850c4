import { COMPANY_CONTACT } from '@caudal/contracts';
import type { LegalSection } from './legal-document.tsx';

const a = 'font-medium text-brand-800 underline';
const privacyMail = (
  <a href={`mailto:${COMPANY_CONTACT.privacyEmail}`} className={a}>
    {COMPANY_CONTACT.privacyEmail}
  </a>
);

/** Your rights and how to use them, storage, cookies, retention and changes (LFPDPPP). */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'derechos-arco',
    title: 'Tus derechos ARCO',
    body: (
      <>
        <p>
          Tienes derecho a <strong>acceder</strong> a tus datos, <strong>rectificarlos</strong> si
          son inexactos, <strong>cancelarlos</strong> cuando consideres que no se requieren para las
          finalidades de este aviso y <strong>oponerte</strong> a su uso para fines específicos.
        </p>
        <p>Para ejercerlos, envía un correo a {privacyMail} con:</p>
        <ul>
          <li>tu nombre y el correo de tu cuenta, para responderte;</li>
          <li>
            una identificación oficial (o, si eres representante, el documento que lo acredite);
          </li>
          <li>qué derecho quieres ejercer y sobre qué datos;</li>
          <li>cualquier dato o documento que nos ayude a localizarlos.</li>
        </ul>
        <p>
          Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud
          completa. Si procede, la haremos efectiva dentro de los 15 días hábiles siguientes a
          nuestra respuesta. El trámite es gratuito.
        </p>
      </>
    ),
  },
  {
    id: 'revocacion',
    title: 'Revocación del consentimiento',
    body: (
      <p>
        Puedes revocar en cualquier momento el consentimiento que nos diste, con una solicitud a{' '}
        {privacyMail} con los mismos datos que una solicitud ARCO y en los mismos plazos. Ten en
        cuenta que no siempre podremos atenderla de inmediato si una ley nos obliga a seguir
        tratando ciertos datos, y que revocar el consentimiento para las finalidades primarias
        implica que no podremos seguir dándote el servicio.
      </p>
    ),
  },
  {
    id: 'limitar-uso',
    title: 'Cómo limitar el uso de tus datos',
    body: (
      <p>
        Cada correo de novedades incluye un enlace para dejar de recibirlos; también puedes
        pedírnoslo a {privacyMail}. Además, puedes inscribirte en el Registro Público para Evitar
        Publicidad de la Procuraduría Federal del Consumidor.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento en tu navegador',
    body: (
      <p>
        No usamos cookies de publicidad ni de rastreo, ni herramientas de terceros que sigan tu
        navegación. Solo guardamos en el almacenamiento local de tu navegador (localStorage o
        sessionStorage) lo necesario para mantener tu sesión: un identificador de sesión y los datos
        básicos de tu usuario. Se borran al cerrar sesión, o al cerrar la pestaña si no elegiste
        «Recordarme».
      </p>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo conservamos tus datos',
    body: (
      <p>
        Mientras tu cuenta esté activa, y 30 días después de que la canceles, por si decides volver.
        Después los eliminamos, salvo la información que una ley nos obligue a conservar (por
        ejemplo, la fiscal). Los mensajes de contacto se conservan el tiempo necesario para
        atenderlos y darles seguimiento. Las empresas de prueba de la cuenta demo se borran a las 24
        horas.
      </p>
    ),
  },
  {
    id: 'cambios-al-aviso',
    title: 'Cambios a este aviso',
    body: (
      <p>
        Cualquier cambio a este aviso se publicará en esta página con su fecha de actualización. Si
        el cambio es relevante (por ejemplo, una nueva finalidad o transferencia), te avisaremos
        además por correo.
      </p>
    ),
  },
  {
    id: 'autoridad',
    title: 'Si crees que no respetamos tus derechos',
    body: (
      <p>
        Escríbenos primero a {privacyMail} para resolverlo. Si no quedas satisfecho, puedes acudir a
        la autoridad competente en materia de protección de datos personales.
      </p>
    ),
  },
];
