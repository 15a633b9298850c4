import { COMPANY_CONTACT } from '@caudal/contracts';
import { Link } from 'react-router';
import type { LegalSection } from './legal-document.tsx';

const a = 'font-medium text-brand-800 underline';

/** Terms of service of Caudal, a Mexican SaaS for small businesses. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'aceptacion',
    title: 'Aceptación de los términos',
    body: (
      <p>
        Al crear una cuenta, iniciar sesión o usar Caudal aceptas estos términos. Si usas Caudal en
        nombre de una empresa, declaras que tienes facultades para obligarla. Si no estás de
        acuerdo, no uses el servicio.
      </p>
    ),
  },
  {
    id: 'servicio',
    title: 'Qué es Caudal',
    body: (
      <p>
        Caudal es una aplicación web de herramientas financieras y educación para emprendedores y
        pequeñas empresas en México: flujo de caja, economía unitaria, costos y precios,
        rentabilidad, planeación, reportes, automatización, crecimiento y el Asistente del libro,
        que responde con citas de «Finanzas para Emprendedores». Los cálculos se hacen con los datos
        que tú capturas, en pesos mexicanos.
      </p>
    ),
  },
  {
    id: 'cuentas',
    title: 'Cuentas y acceso',
    body: (
      <ul>
        <li>Debes ser mayor de edad y darnos datos verdaderos y actualizados.</li>
        <li>
          Eres responsable de guardar tu contraseña y de lo que se haga con tu cuenta. Avísanos de
          inmediato si sospechas un acceso no autorizado.
        </li>
        <li>
          La cuenta demo es compartida y pública: cada inicio de sesión abre una empresa de prueba
          con datos de ejemplo que se borra a las 24 horas. No captures en ella información real.
        </li>
      </ul>
    ),
  },
  {
    id: 'prueba-gratis',
    title: 'Prueba gratis de 14 días',
    body: (
      <p>
        Las cuentas nuevas tienen 14 días de prueba gratis, sin tarjeta de crédito. Te avisamos por
        correo 3 días antes de que termine. Si al terminar no eliges un plan, la cuenta deja de
        estar activa y no se genera ningún cargo; tus datos se conservan como se indica en la
        sección de cancelación.
      </p>
    ),
  },
  {
    id: 'planes-y-pagos',
    title: 'Planes, precios y facturación',
    body: (
      <>
        <p>
          Los planes de pago empiezan desde 299 MXN al mes. El precio vigente de cada plan, con
          impuestos, se muestra antes de contratar. La facturación es mensual y por adelantado: cada
          mes se cobra el periodo que empieza.
        </p>
        <p>
          Si cambiamos un precio, te avisaremos por correo al menos 30 días antes; el nuevo precio
          aplica a partir del siguiente periodo después del aviso.
        </p>
      </>
    ),
  },
  {
    id: 'cancelacion',
    title: 'Cancelación y conservación de datos',
    body: (
      <>
        <p>
          Puedes cancelar cuando quieras, sin penalización. La cancelación surte efecto al terminar
          el mes ya pagado; no hacemos reembolsos proporcionales por periodos parciales, salvo que
          la ley lo exija.
        </p>
        <p>
          Conservamos tus datos 30 días después de la cancelación, por si decides volver. En ese
          plazo puedes exportarlos. Pasados los 30 días los eliminamos de forma definitiva, salvo la
          información que la ley nos obligue a conservar.
        </p>
      </>
    ),
  },
  {
    id: 'tus-datos',
    title: 'Tus datos',
    body: (
      <p>
        La información que capturas es tuya. Solo la usamos para prestarte el servicio, como explica
        el{' '}
        <Link to="/privacy" className={a}>
          Aviso de privacidad
        </Link>
        . No vendemos tus datos ni los compartimos con otras empresas que usan Caudal.
      </p>
    ),
  },
  {
    id: 'uso-aceptable',
    title: 'Uso aceptable',
    body: (
      <>
        <p>Al usar Caudal te comprometes a no:</p>
        <ul>
          <li>usarlo para fines ilícitos ni para capturar datos de terceros sin autorización;</li>
          <li>intentar acceder a cuentas o datos de otras personas;</li>
          <li>
            sobrecargar el servicio, extraer su contenido de forma automatizada o eludir sus límites
            de uso;
          </li>
          <li>subir código malicioso ni intentar vulnerar la seguridad de la plataforma;</li>
          <li>revender o copiar el servicio o el contenido del libro sin permiso.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-es-asesoria',
    title: 'Caudal es una herramienta, no asesoría',
    body: (
      <p>
        Los cálculos, reportes, análisis y respuestas del Asistente del libro son información de
        apoyo basada en los datos que capturas y en el contenido del libro. No constituyen asesoría
        financiera, fiscal, contable ni legal. Antes de tomar decisiones importantes o de cumplir
        obligaciones fiscales, consulta a un profesional (por ejemplo, tu contador). La exactitud de
        los resultados depende de la exactitud de tus datos.
      </p>
    ),
  },
  {
    id: 'disponibilidad',
    title: 'Disponibilidad y cambios del servicio',
    body: (
      <p>
        Trabajamos para que Caudal esté disponible todo el tiempo, pero puede haber interrupciones
        por mantenimiento o causas fuera de nuestro control. Podemos mejorar, cambiar o retirar
        funciones; si un cambio reduce de forma importante lo que contrataste, te avisaremos con
        anticipación y podrás cancelar.
      </p>
    ),
  },
  {
    id: 'propiedad-intelectual',
    title: 'Propiedad intelectual',
    body: (
      <p>
        El software, la marca Caudal y el contenido del libro y las guías pertenecen a sus
        titulares. Te damos una licencia personal, no exclusiva e intransferible para usarlos
        mientras tu cuenta esté activa.
      </p>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Limitación de responsabilidad',
    body: (
      <p>
        En la medida en que la ley lo permita, Caudal no responde por daños indirectos, lucro
        cesante ni pérdidas derivadas de decisiones tomadas con base en el servicio. Nuestra
        responsabilidad total frente a ti se limita a lo que nos hayas pagado en los 12 meses
        anteriores al hecho que la origine. Nada de lo anterior limita los derechos que te otorga la
        Ley Federal de Protección al Consumidor cuando te resulte aplicable.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspensión y terminación',
    body: (
      <p>
        Podemos suspender o cancelar una cuenta que incumpla estos términos o ponga en riesgo el
        servicio o a otras personas. Salvo casos urgentes, te avisaremos antes y te daremos la
        oportunidad de exportar tus datos.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios a estos términos',
    body: (
      <p>
        Si modificamos estos términos, publicaremos la nueva versión en esta página con su fecha y
        te avisaremos por correo al menos 15 días antes de que entre en vigor. Si sigues usando
        Caudal después de esa fecha, aceptas la nueva versión.
      </p>
    ),
  },
  {
    id: 'ley-aplicable',
    title: 'Ley aplicable y jurisdicción',
    body: (
      <p>
        Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para
        cualquier controversia, las partes se someten a los tribunales competentes de la Ciudad de
        México, sin perjuicio de los derechos que tengas ante la Procuraduría Federal del
        Consumidor.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        Escríbenos a{' '}
        <a href={`mailto:${COMPANY_CONTACT.supportEmail}`} className={a}>
          {COMPANY_CONTACT.supportEmail}
        </a>{' '}
        o visítanos en {COMPANY_CONTACT.address}.
      </p>
    ),
  },
];
