import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import {
  COMPANY_DATA_PATH,
  firstOpenStep,
  type OnboardingStep,
  parseEditStep,
} from '../onboarding-steps.ts';
import { CashStep } from './cash-step.tsx';
import { type CompanyData, WithCompanyData } from './company-data-loader.tsx';
import { CompanyStep } from './company-step.tsx';
import { FixedCostsStep } from './fixed-costs-step.tsx';
import { OnboardingStepper } from './onboarding-stepper.tsx';
import { ProductsStep } from './products-step.tsx';
import { EditingStepContext } from './step-layout.tsx';

type Data = CompanyData;

/**
 * The guided setup in four steps; each 'Siguiente' saves for real, so it can be resumed. Opened
 * with `?editar=N` from "Datos de tu empresa", it shows that one step and goes back there.
 */
export function OnboardingWizard() {
  const [params] = useSearchParams();
  const editing = parseEditStep(params.get('editar'));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {editing ? 'Datos de tu empresa' : 'Configura tu empresa'}
        </h1>
        <p className="mt-1 text-slate-700">
          {editing
            ? 'Cambia lo que necesites: tus cifras se recalculan al guardar.'
            : 'Cuatro pasos cortos para que tu dashboard muestre los números reales de tu negocio.'}
        </p>
      </div>
      <WithCompanyData>
        {(data) => (editing ? <EditStep step={editing} data={data} /> : <Steps data={data} />)}
      </WithCompanyData>
    </div>
  );
}

function Steps({ data }: { data: Data }) {
  // Chosen once, from what was saved when the page opened.
  const [step, setStep] = useState<OnboardingStep>(() =>
    firstOpenStep(data.company, data.products, data.fixedCosts),
  );
  const [moved, setMoved] = useState(false);
  const go = (next: OnboardingStep) => {
    setMoved(true);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <OnboardingStepper current={step} />
      <Card>
        {step === 1 ? (
          <CompanyStep company={data.company} focusOnMount={moved} onDone={() => go(2)} />
        ) : step === 2 ? (
          <ProductsStep
            products={data.products}
            focusOnMount={moved}
            onBack={() => go(1)}
            onDone={() => go(3)}
          />
        ) : step === 3 ? (
          <FixedCostsStep
            fixedCosts={data.fixedCosts}
            focusOnMount={moved}
            onBack={() => go(2)}
            onDone={() => go(4)}
          />
        ) : (
          <CashStep company={data.company} focusOnMount={moved} onBack={() => go(3)} />
        )}
      </Card>
    </>
  );
}

/** One step, changed from "Datos de tu empresa" and saved back to it. */
function EditStep({ step, data }: { step: OnboardingStep; data: Data }) {
  const navigate = useNavigate();
  const done = () => void navigate(COMPANY_DATA_PATH);
  return (
    <EditingStepContext.Provider value={true}>
      <Card>
        {step === 1 ? (
          <CompanyStep company={data.company} focusOnMount onDone={done} />
        ) : step === 2 ? (
          <ProductsStep products={data.products} focusOnMount onBack={done} onDone={done} />
        ) : step === 3 ? (
          <FixedCostsStep fixedCosts={data.fixedCosts} focusOnMount onBack={done} onDone={done} />
        ) : (
          <CashStep company={data.company} focusOnMount onBack={done} onDone={done} />
        )}
      </Card>
    </EditingStepContext.Provider>
  );
}
