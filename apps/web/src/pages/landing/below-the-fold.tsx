import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LazySection } from '../../components/ui/lazy-section.tsx';
import { PublicFooter } from '../public-footer.tsx';
import { AboutSection } from './about-section.tsx';
import { DemoAccountCard } from './demo-account-card.tsx';
import { FinalCta } from './final-cta.tsx';
import { Section } from './section.tsx';
import { ToolCards } from './tool-cards.tsx';

// Below the fold, each in its own chunk, fetched after the first paint (with retries).
const loadShowcase = () => import('./feature-showcase.tsx').then((m) => m.FeatureShowcase);
const loadPricing = () => import('./pricing-cards.tsx').then((m) => m.PricingCards);
const loadCashFlowDemo = () =>
  import('./cash-flow-demo.tsx').then(async (m) => {
    await m.prepareSample();
    return m.CashFlowDemo;
  });

const placeholder = (height: string) => (
  <div aria-hidden="true" className={`${height} rounded-2xl bg-slate-100`} />
);

/** Everything after the hero: tools, showcase, cash-flow demo, demo account, pricing, about. */
export function BelowTheFold() {
  return (
    <>
      <Section
        id="features"
        title="Seis herramientas para entender tu negocio"
        intro="Cada una trabaja con tus propios números y te explica el concepto que hay detrás."
      >
        <ToolCards />
        <div className="mt-12">
          <LazySection
            load={loadShowcase}
            props={{}}
            what="las funciones"
            fallback={placeholder('h-[60rem] md:h-[32rem]')}
          />
        </div>
      </Section>
      <Section
        id="flujo"
        title="Mira moverse el flujo de caja"
        intro="Treinta días de la panadería de ejemplo: entradas, salidas y el saldo en caja, día por día."
        className="bg-white"
      >
        <LazySection
          load={loadCashFlowDemo}
          props={{}}
          what="la animación del flujo de caja"
          whenNear
          fallback={placeholder('h-[30rem]')}
        />
        <p className="mt-6 text-center">
          <Link to="/demo" className={buttonClasses({ variant: 'secondary' })}>
            Abrir la demo interactiva
          </Link>
        </p>
      </Section>
      <Section
        id="demo-account"
        title="Pruébalo por dentro"
        intro="La cuenta demo abre la app completa con datos de ejemplo."
      >
        <DemoAccountCard />
      </Section>
      <Section
        id="pricing"
        title="Precios claros"
        intro="Empieza gratis y sin tarjeta; después, el plan se paga mes a mes."
        className="bg-white"
      >
        <LazySection
          load={loadPricing}
          props={{}}
          what="los precios"
          whenNear
          fallback={placeholder('h-[75rem] lg:h-[34rem]')}
        />
      </Section>
      <AboutSection />
      <FinalCta />
      <PublicFooter />
    </>
  );
}
