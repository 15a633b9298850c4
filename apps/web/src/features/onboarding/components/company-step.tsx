import type { Company } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { BUSINESS_STAGE_OPTIONS, INDUSTRY_OPTIONS } from '../../../lib/business-options.ts';
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
          <TextField
            label="Nombre de la empresa"
            autoComplete="organization"
            required
            className="sm:col-span-2"
            error={errors.name?.message}
            {...register('name')}
          />
          <SelectField
            label="Giro del negocio"
            placeholder="Selecciona un giro"
            options={INDUSTRY_OPTIONS}
            required
            error={errors.industry?.message}
            {...register('industry')}
          />
          <SelectField
            label="Etapa del negocio"
            placeholder="Selecciona una etapa"
            options={BUSINESS_STAGE_OPTIONS}
            required
            error={errors.stage?.message}
            {...register('stage')}
          />
          <TextField
            label="Número de empleados"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            hint="Incluyéndote a ti."
            error={errors.employees?.message}
            {...register('employees')}
          />
          <TextField
            label="Fecha de fundación (opcional)"
            type="date"
            max={todayInMexicoCity()}
            error={errors.foundedDate?.message}
            {...register('foundedDate')}
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
