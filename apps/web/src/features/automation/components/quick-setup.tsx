import {
  AUTOMATION_PACKAGES,
  type AutomationPackage,
  PACKAGE_LABELS as PACKAGE_NAMES,
  PACKAGE_RULES,
} from '@caudal/contracts';
import { QUICK_SETUP_PACKAGES } from '@caudal/finance';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInstallPackage } from '../api/automation-api.ts';

const MESSAGE_MS = 5000;

/**
 * The quick-setup packages (spec 001 §9: 2, 5 and 9 rules, the first N of `PACKAGE_RULES`).
 * "Instalar" asks whether to replace the company's rules or add to them, posts, and shows the
 * API's message for 5 seconds; the list and the summary refresh.
 */
export function QuickSetup({ ruleCount }: { ruleCount: number }) {
  const install = useInstallPackage();
  const [choosing, setChoosing] = useState<AutomationPackage | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const run = (name: AutomationPackage, replace: boolean) =>
    install.mutate(
      { name, replace },
      {
        onSuccess: (result) => {
          setChoosing(null);
          setMessage(result.message);
        },
      },
    );

  return (
    <SectionCard
      title="Configuración rápida"
      description="Paquetes de reglas listas, con los umbrales del capítulo 4. Después puedes editarlas, pausarlas o borrarlas."
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {AUTOMATION_PACKAGES.map((name) => {
          const rules = PACKAGE_RULES.slice(0, QUICK_SETUP_PACKAGES[name]);
          return (
            <li
              key={name}
              className="flex min-w-0 flex-col rounded-2xl border border-slate-200 p-4"
            >
              <h3 className="font-semibold text-slate-900">
                {PACKAGE_NAMES[name]}{' '}
                <span className="font-normal text-slate-600">· {rules.length} reglas</span>
              </h3>
              <ul className="mt-2 mb-4 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {rules.map((rule) => (
                  <li key={rule.name}>{rule.name}</li>
                ))}
              </ul>
              <Button
                variant="secondary"
                onClick={() => {
                  install.reset();
                  setChoosing(name);
                }}
              >
                Instalar<span className="sr-only"> el paquete {PACKAGE_NAMES[name]}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {/* The live region is always there, so the message is announced when it appears. */}
      <div role="status" className="mt-4 empty:hidden">
        {message ? (
          <p className="rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3 text-sm font-medium text-brand-900">
            {message}
          </p>
        ) : null}
      </div>
      {choosing ? (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open && !install.isPending) setChoosing(null);
          }}
          title={`Instalar el paquete ${PACKAGE_NAMES[choosing]}`}
          description={
            ruleCount === 0
              ? `Se crearán ${QUICK_SETUP_PACKAGES[choosing]} reglas activas.`
              : `Tienes ${ruleCount} ${ruleCount === 1 ? 'regla' : 'reglas'}. ¿Qué hacemos con ellas?`
          }
        >
          {ruleCount > 0 ? (
            <div className="space-y-3 text-sm text-slate-700">
              <p>
                <strong>Reemplazar</strong>: borra tus reglas actuales y deja solo las{' '}
                {QUICK_SETUP_PACKAGES[choosing]} del paquete.
              </p>
              <p>
                <strong>Agregar</strong>: conserva tus reglas y suma las del paquete.
              </p>
            </div>
          ) : null}
          {install.isError ? (
            <Alert className="mt-4">
              {errorMessage(install.error, 'No pudimos instalar el paquete. Intenta de nuevo.')}
            </Alert>
          ) : null}
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={install.isPending}
              onClick={() => setChoosing(null)}
            >
              Cancelar
            </Button>
            {ruleCount > 0 ? (
              <Button
                variant="secondary"
                disabled={install.isPending}
                onClick={() => run(choosing, true)}
              >
                Reemplazar mis reglas
              </Button>
            ) : null}
            <Button
              disabled={install.isPending}
              aria-busy={install.isPending}
              onClick={() => run(choosing, false)}
            >
              {install.isPending
                ? 'Instalando...'
                : ruleCount > 0
                  ? 'Agregar a mis reglas'
                  : 'Instalar'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </SectionCard>
  );
}
