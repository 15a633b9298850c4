import { AUTH_MESSAGES, type UpdateProfileRequest, type User } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FullNameField } from '../../../components/business-profile/business-fields.tsx';
import { BusinessProfileFields } from '../../../components/business-profile/business-profile-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
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
        <FullNameField registration={register('full_name')} error={errors.full_name?.message} />
        <BusinessProfileFields register={register} errors={errors} mode="edit" />
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
