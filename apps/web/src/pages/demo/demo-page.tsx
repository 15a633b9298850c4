import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { usePublicPage } from '../../lib/use-public-page.ts';
import { DemoSignInButton } from './demo-sign-in-button.tsx';
import { InteractiveDemo } from './interactive-demo.tsx';

/** /demo: the interactive demo, and the two ways to go further (an account, the full demo). */
export function DemoPage() {
  usePublicPage('/demo');
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Demo interactiva
        </h1>
        <p className="text-lg text-slate-700">
          Recorre los cinco módulos con los números de Panadería La Espiga, una panadería de
          ejemplo. Todo se calcula en tu navegador, sin registrarte: presiona «Simular» y verás
          llegar los movimientos de cada día y cambiar las cifras.
        </p>
      </header>
      <InteractiveDemo />
      <section
        aria-labelledby="demo-next"
        className="rounded-2xl bg-brand-50 px-5 py-8 text-center sm:px-8"
      >
        <h2 id="demo-next" className="text-2xl font-bold text-slate-900">
          ¿Quieres verlo con tus números?
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          Crea tu cuenta y prueba 14 días gratis, sin tarjeta. O entra a la demo completa: se abre
          un espacio de prueba con la misma panadería que se borra a las 24 horas.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:items-start">
          <Link to="/register" className={buttonClasses({ size: 'lg' })}>
            Crear cuenta gratis
          </Link>
          <DemoSignInButton variant="secondary" size="lg" />
        </div>
      </section>
    </div>
  );
}
