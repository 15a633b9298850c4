import { Card } from '../../../components/ui/card.tsx';
import { usePublicPage } from '../../../lib/use-public-page.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactInfo } from './contact-info.tsx';
import { DemoAccountNote } from './demo-account-note.tsx';

/** /contacto (000 §2 "Contact page"): the message form, our details and the demo account. */
export function ContactPage() {
  usePublicPage('/contacto');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl space-y-3">
        <p className="text-sm font-semibold text-brand-800">Contacto</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Hablemos de tu negocio</h1>
        <p className="text-lg text-slate-700">
          ¿Tienes dudas sobre Caudal, tu cuenta o cómo aplicar el libro a tus números? Escríbenos:
          tu mensaje llega directo al equipo de soporte.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <ContactForm />
        </Card>
        <div className="space-y-6">
          <ContactInfo />
          <DemoAccountNote />
        </div>
      </div>
    </div>
  );
}
