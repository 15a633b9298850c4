import { COMPANY_CASH_RULE, type Company } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ImportDialog } from '../../../components/imports/import-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { companyKey, updateCompany } from '../../../lib/company-records/records.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import {
  type BALANCE_FIELDS,
  type CashFormInput,
  type CashFormOutput,
  CashFormSchema,
  cashToForm,
} from '../onboarding-forms.ts';
import { StepActions, StepLayout } from './step-layout.tsx';

const BALANCE_INPUTS = [
  {
    name: 'receivables',
    label: 'Cuentas por cobrar (MXN)',
    hint: 'Lo que tus clientes te deben hoy.',
  },
  {
    name: 'payables',
    label: 'Cuentas por pagar (MXN)',
    hint: 'Lo que debes hoy a tus proveedores.',
  },
  { name: 'debt', label: 'Deuda (MXN)', hint: 'Préstamos y créditos por pagar.' },
  {
    name: 'equity',
    label: 'Capital (MXN)',
    hint: 'Lo que los dueños han invertido y dejado en el negocio.',
  },
] as const satisfies readonly {
  name: (typeof BALANCE_FIELDS)[number];
  label: string;
  hint: string;
}[];

type Props = {
  company: Company;
  focusOnMount: boolean;
  onBack: () => void;
  /** Where to go once saved; the dashboard when not given. */
  onDone?: () => void;
};

/** The last step: the cash today. Saving it completes the onboarding. */
export function CashStep({ company, focusOnMount, onBack, onDone }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  // A signed-out link that led to registering (/login?returnTo=…) is where the owner goes next.
  const next = useReturnTo() ?? '/app/dashboard';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CashFormInput, unknown, CashFormOutput>({
    resolver: zodResolver(CashFormSchema),
    defaultValues: cashToForm(company),
  });
  const mutation = useMutation({
    mutationFn: (values: CashFormOutput) => updateCompany({ ...values, onboardingCompleted: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(companyKey, saved);
      await queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
      if (onDone) onDone();
      else await navigate(next);
    },
  });

  return (
    <StepLayout
      title="Caja inicial"
      description="¿Cuánto dinero tiene hoy tu negocio? Con esto calculamos cuántos meses puedes operar."
      focusOnMount={focusOnMount}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <TextField
          label="Saldo de caja hoy (MXN)"
          type="number"
          inputMode="decimal"
          step={0.01}
          required
          className="sm:max-w-xs"
          hint={`Suma el efectivo y lo que hay en las cuentas del negocio. Si está en números rojos, escribe una cantidad negativa. ${COMPANY_CASH_RULE}`}
          error={errors.cashBalance?.message}
          {...register('cashBalance')}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Tu balance (opcional)</legend>
          <p className="text-sm text-slate-600">
            Lo que tu negocio cobra, debe y tiene invertido hoy. Anota lo que conozcas y deja vacío
            lo demás.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {BALANCE_INPUTS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                type="number"
                inputMode="decimal"
                step={0.01}
                hint={field.hint}
                error={errors[field.name]?.message}
                {...register(field.name)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            ¿Tienes tu estado de cuenta o tus CFDI? Importa tus movimientos y tus cifras saldrán de
            ellos.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
            Importar
          </Button>
        </div>
        {mutation.isError ? (
          <Alert>{errorMessage(mutation.error, 'No pudimos guardar tu caja inicial.')}</Alert>
        ) : null}
        <StepActions
          onBack={onBack}
          saving={mutation.isPending}
          submitLabel="Terminar y ver mi dashboard"
        />
      </form>
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </StepLayout>
  );
}
