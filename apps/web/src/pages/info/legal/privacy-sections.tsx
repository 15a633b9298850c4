import { COMPANY_CONTACT } from '@caudal/contracts';
import type { LegalSection } from './legal-document.tsx';

const a = 'font-medium text-brand-800 underline';
const privacyMail = (
  <a href={`mailto:${COMPANY_CONTACT.privacyEmail}`} className={a}>
    {COMPANY_CONTACT.privacyEmail}
  </a>
);

/** Who we are, what we collect, why, and with whom it is shared (LFPDPPP). */
export const PRIVACY_DATA_SECTIONS: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable de tus datos',
    body: (
      <p>
        {COMPANY_CONTACT.name} («Caudal», «nosotros»), con domicilio en {COMPANY_CONTACT.address},
        es responsable del tratamiento de tus datos personales. Para cualquier asunto de privacidad
        escríbenos a {privacyMail}.
      </p>
    ),
  },
  {
    id: 'datos',
    title: 'Datos personales que tratamos',
    body: (
      <>
        <ul>
          <li>
            <strong>Datos de tu cuenta:</strong> nombre completo, nombre de usuario, correo
            electrónico y contraseña (guardamos solo una huella cifrada, nunca la contraseña);
            teléfono y país, si los das.
          </li>
          <li>
            <strong>Datos de tu empresa:</strong> nombre, giro, etapa, número de empleados e
            ingresos mensuales, y la información financiera que capturas: productos, precios, costos
            y movimientos de flujo de caja.
          </li>
          <li>
            <strong>Formulario de contacto:</strong> nombre, correo, empresa y teléfono (si los
            das), tu mensaje y la dirección IP desde la que lo envías.
          </li>
          <li>
            <strong>Datos técnicos:</strong> dirección IP y tipo de navegador al iniciar sesión, y
            registros de seguridad (por ejemplo, intentos fallidos de acceso).
          </li>
        </ul>
        <p>No tratamos datos personales sensibles ni guardamos datos de tarjetas bancarias.</p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué usamos tus datos',
    body: (
      <>
        <p>
          <strong>Finalidades primarias</strong>, necesarias para darte el servicio:
        </p>
        <ul>
          <li>crear y administrar tu cuenta, e identificarte al iniciar sesión;</li>
          <li>calcular tus indicadores, reportes y análisis, y responder tus preguntas;</li>
          <li>proteger tu cuenta (sesiones, límites de intentos, recuperación de contraseña);</li>
          <li>atender tus mensajes de contacto y solicitudes de soporte;</li>
          <li>cobrar tu plan, facturar y cumplir obligaciones legales.</li>
        </ul>
        <p>
          <strong>Finalidades secundarias</strong>, que no son necesarias para el servicio:
        </p>
        <ul>
          <li>enviarte novedades de Caudal y contenido educativo;</li>
          <li>invitarte a encuestas de satisfacción;</li>
          <li>elaborar estadísticas de uso, siempre agregadas y sin identificarte.</li>
        </ul>
        <p>
          Si no quieres que usemos tus datos para las finalidades secundarias, escríbenos a{' '}
          {privacyMail} en cualquier momento. Negarte no afecta el servicio que contrataste.
        </p>
      </>
    ),
  },
  {
    id: 'transferencias',
    title: 'Con quién compartimos tus datos',
    body: (
      <>
        <p>
          No vendemos ni rentamos tus datos. Solo los compartimos con las autoridades competentes
          cuando una ley o un mandato judicial nos obliga, supuesto en el que la ley no requiere tu
          consentimiento.
        </p>
        <p>
          Nuestros proveedores de infraestructura, correo electrónico y procesamiento de texto
          tratan datos por cuenta nuestra, solo para prestarnos sus servicios y bajo contratos que
          les obligan a protegerlos; no pueden usarlos para fines propios.
        </p>
      </>
    ),
  },
];
