import type { Company } from '@caudal/contracts';
import { TAX_REGIME_CODES, TAX_REGIMES } from '@caudal/finance';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  CompanyNameField,
  EmployeesField,
  IndustryField,
  StageField,
} from '../../../components/business-profile/business-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { companyKey, updateCompany } from '../../../lib/company-records/records.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import {
  type CompanyFormInput,
  type CompanyFormOutput,
  CompanyFormSchema,
  companyToForm,
} from '../onboarding-forms.ts';
import { StepActions, StepLayout } from './step-layout.tsx';

const TAX_REGIME_OPTIONS = TAX_REGIME_CODES.map((code) => ({
  value: code,
  label: `${code} · ${TAX_REGIMES[code]}`,
}));

type Props = { company: Company; focusOnMount: boolean; onDone: () => void };

export function CompanyStep({ company, focusOnMount, onDone }: Props) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: companyToForm(company),
  });
  const mutation = useMutation({
    mutationFn: updateCompany,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKey, saved);
      void queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
      // The sidebar's user card shows the company name from the session.
      void refreshUser();
      onDone();
    },
  });

  return (
    <StepLayout
      title="Tu empresa"
      description="Lo básico de tu negocio. Con esto personalizamos tu dashboard."
      focusOnMount={focusOnMount}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <CompanyNameField
            registration={register('name')}
            required
            className="sm:col-span-2"
            error={errors.name?.message}
          />
          <IndustryField
            registration={register('industry')}
            mode="choose"
            required
            error={errors.industry?.message}
          />
          <StageField
            registration={register('stage')}
            mode="choose"
            required
            error={errors.stage?.message}
          />
          <EmployeesField
            registration={register('employees')}
            required
            error={errors.employees?.message}
          />
          <TextField
            label="Fecha de fundación (opcional)"
            type="date"
            max={todayInMexicoCity()}
            error={errors.foundedDate?.message}
            {...register('foundedDate')}
          />
          <TextField
            label="RFC (opcional)"
            autoComplete="off"
            maxLength={20}
            hint="Con él sabemos qué CFDI emitiste (ingresos) y cuáles recibiste (gastos) al importarlos."
            error={errors.rfc?.message}
            {...register('rfc')}
          />
          <SelectField
            label="Régimen fiscal (opcional)"
            placeholder="Sin especificar"
            options={TAX_REGIME_OPTIONS}
            hint="Con él estimamos tu pago provisional de ISR del mes."
            error={errors.taxRegime?.message}
            {...register('taxRegime')}
          />
          <TextField
            label="Coeficiente de utilidad (opcional)"
            inputMode="decimal"
            placeholder="Por ejemplo: 0.2143"
            hint="El de tu última declaración anual; solo lo usa el régimen General de Ley (601)."
            error={errors.profitCoefficient?.message}
            {...register('profitCoefficient')}
          />
          <TextField
            label="Modelo de negocio (opcional)"
            className="sm:col-span-2"
            placeholder="Por ejemplo: venta en mostrador y pedidos por WhatsApp"
            maxLength={200}
            error={errors.businessModel?.message}
            {...register('businessModel')}
          />
        </div>
        {mutation.isError ? (
          <Alert>
            {errorMessage(mutation.error, 'No pudimos guardar los datos de tu empresa.')}
          </Alert>
        ) : null}
        <StepActions saving={mutation.isPending} />
      </form>
    </StepLayout>
  );
}
