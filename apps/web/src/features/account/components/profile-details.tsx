import type { UpdateProfileRequest, User } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  CompanyNameField,
  EmployeesField,
  FullNameField,
  IndustryField,
  StageField,
} from '../../../components/business-profile/business-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FlashLine, useFlash } from '../../../components/ui/flash.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import { type ProfileFormInput, ProfileFormSchema, profileToForm } from '../profile-form-schema.ts';
import { type ProfilePart, partRows, pickPart, profileFailedText } from '../profile-parts.ts';

function ReadOnlyRows({ user, part }: { user: User; part: ProfilePart }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {partRows(user, part).map((row) => (
        <div key={row.term} className="min-w-0">
          <dt className="text-sm text-slate-600">{row.term}</dt>
          <dd className="font-medium break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type ProfileForm = UseFormReturn<ProfileFormInput, unknown, UpdateProfileRequest>;

function PersonFields({ form, user }: { form: ProfileForm; user: User }) {
  const { errors } = form.formState;
  return (
    <>
      <FullNameField registration={form.register('full_name')} error={errors.full_name?.message} />
      <TextField
        label="Correo electrónico"
        value={user.email}
        readOnly
        disabled
        hint="No se puede cambiar."
      />
      <TextField label="Nombre de usuario" value={`@${user.username}`} readOnly disabled />
      <TextField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label="País"
        autoComplete="country-name"
        error={errors.country?.message}
        {...form.register('country')}
      />
    </>
  );
}

function CompanyFields({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  return (
    <>
      <CompanyNameField
        registration={form.register('company_name')}
        error={errors.company_name?.message}
        className="sm:col-span-2"
      />
      <IndustryField
        registration={form.register('industry')}
        error={errors.industry?.message}
        mode="edit"
      />
      <StageField
        registration={form.register('business_stage')}
        error={errors.business_stage?.message}
        mode="edit"
      />
      <EmployeesField
        registration={form.register('employee_count')}
        error={errors.employee_count?.message}
      />
      <TextField
        label="Ingreso mensual (MXN)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.monthly_revenue?.message}
        {...form.register('monthly_revenue')}
      />
    </>
  );
}

/**
 * One part of the profile (the person's or the company's, spec 001 §2 and §4): its values, and
 * on "Editar" a form that saves only that part through PUT /api/auth/me. Email, username and plan
 * are read-only; an emptied field is sent as null so the API clears it. A refusal keeps what was
 * typed and shows 'Error al actualizar perfil' with the API's reason.
 */
export function ProfileDetails({ user, part }: { user: User; part: ProfilePart }) {
  const { updateProfile } = useAuth();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [flash, setFlash] = useFlash();
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useForm<ProfileFormInput, unknown, UpdateProfileRequest>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileToForm(user),
  });
  const mutation = useMutation({
    mutationFn: (update: UpdateProfileRequest) => updateProfile(pickPart(update, part)),
    onSuccess: (updated) => {
      form.reset(profileToForm(updated));
      setEditing(false);
      setFlash('Perfil actualizado');
      // The company's name and size show on the dashboard and the company's data.
      if (part === 'company') void client.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
      requestAnimationFrame(() => editButton.current?.focus());
    },
  });
  const leave = () => {
    form.reset(profileToForm(user));
    mutation.reset();
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  if (!editing) {
    return (
      <div className="space-y-5">
        <ReadOnlyRows user={user} part={part} />
        <FlashLine message={flash} />
        <Button
          ref={editButton}
          variant="secondary"
          onClick={() => {
            setFlash(null);
            form.reset(profileToForm(user));
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {part === 'person' ? (
          <PersonFields form={form} user={user} />
        ) : (
          <CompanyFields form={form} />
        )}
      </div>
      {mutation.isError ? (
        <Alert>{profileFailedText(errorMessage(mutation.error, '') || undefined)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
        <Button variant="secondary" onClick={leave} disabled={mutation.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
