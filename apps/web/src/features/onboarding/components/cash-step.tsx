import type { Company } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { companyKey, updateCompany } from '../../../lib/company-records/records.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import {
  type CashFormInput,
  type CashFormOutput,
  CashFormSchema,
  cashToForm,
} from '../onboarding-forms.ts';
import { StepActions, StepLayout } from './step-layout.tsx';

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
    mutationFn: (values: CashFormOutput) =>
      updateCompany({ cashBalance: values.cashBalance, onboardingCompleted: true }),
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
          hint="Suma el efectivo y lo que hay en las cuentas del negocio. Si está en números rojos, escribe una cantidad negativa."
          error={errors.cashBalance?.message}
          {...register('cashBalance')}
        />
        {mutation.isError ? (
          <Alert>{errorMessage(mutation.error, 'No pudimos guardar tu caja inicial.')}</Alert>
        ) : null}
        <StepActions
          onBack={onBack}
          saving={mutation.isPending}
          submitLabel="Terminar y ver mi dashboard"
        />
      </form>
    </StepLayout>
  );
}
