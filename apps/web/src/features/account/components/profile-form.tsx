import { AUTH_MESSAGES, type UpdateProfileRequest, type User } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { BUSINESS_STAGE_OPTIONS, INDUSTRY_OPTIONS } from '../../../lib/business-options.ts';
import { type ProfileFormInput, ProfileFormSchema, profileToForm } from '../profile-form-schema.ts';

export function ProfileForm({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput, unknown, UpdateProfileRequest>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileToForm(user),
  });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => reset(profileToForm(updated)),
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextField
          label="Empresa"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <SelectField
          label="Giro del negocio"
          placeholder="Sin especificar"
          options={INDUSTRY_OPTIONS}
          error={errors.industry?.message}
          {...register('industry')}
        />
        <SelectField
          label="Etapa del negocio"
          placeholder="Sin especificar"
          options={BUSINESS_STAGE_OPTIONS}
          error={errors.business_stage?.message}
          {...register('business_stage')}
        />
        <TextField
          label="Número de empleados"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.employee_count?.message}
          {...register('employee_count')}
        />
        <TextField
          label="Ingreso mensual (MXN)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.monthly_revenue?.message}
          {...register('monthly_revenue')}
        />
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="País"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      {mutation.isError ? (
        <Alert>{errorMessage(mutation.error, AUTH_MESSAGES.profileFailed)}</Alert>
      ) : null}
      {mutation.isSuccess && !isDirty ? <Alert tone="success">Perfil actualizado</Alert> : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Guardando...' : 'Guardar cambios'}
      </Button>
    </form>
  );
}
