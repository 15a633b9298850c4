import { AUTH_MESSAGES, type User } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusinessProfileFields } from '../../../components/business-profile/business-profile-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, fieldError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import {
  ACCOUNT_FIELDS,
  EMPTY_REGISTER_MODAL,
  type RegisterModalInput,
  type RegisterModalOutput,
  RegisterModalSchema,
} from '../register-form-schema.ts';
import { toBusinessFields, toRegisterPayload } from '../register-payload.ts';
import { RegisterAccountStep } from './register-account-step.tsx';

/** The fields a refusal from the server is shown under (lib/api-client.ts#fieldError). */
const SERVER_FIELDS = ['password'] as const;

/**
 * The register modal's two steps: the account, then the optional business details (none when
 * `joining`: registering to accept an invitation, the account is the only step).
 */
export function RegisterWizard({
  onSuccess,
  joining = false,
}: {
  onSuccess: (user: User) => void;
  joining?: boolean;
}) {
  const { register: signUp } = useAuth();
  const [step, setStep] = useState<1 | 2>(1);
  const {
    register,
    handleSubmit,
    trigger,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<RegisterModalInput, unknown, RegisterModalOutput>({
    resolver: zodResolver(RegisterModalSchema),
    defaultValues: EMPTY_REGISTER_MODAL,
  });
  const mutation = useMutation({
    mutationFn: (values: RegisterModalOutput) =>
      signUp(
        toRegisterPayload(
          {
            full_name: values.full_name,
            username: values.username,
            email: values.email,
            password: values.password,
          },
          toBusinessFields(values),
        ),
      ),
    onSuccess,
    // A refused password belongs to the first step: back to it, with the reason at the field.
    onError: (error) => {
      const refused = fieldError(error, SERVER_FIELDS);
      if (refused) {
        setStep(1);
        setError(refused.field, { message: refused.message });
      }
    },
  });

  // Move focus to the first field of the step the user just reached.
  const passwordRefused = errors.password !== undefined;
  useEffect(() => {
    setFocus(step === 1 ? (passwordRefused ? 'password' : 'full_name') : 'company_name');
  }, [step, setFocus, passwordRefused]);

  const next = async () => {
    if (await trigger(ACCOUNT_FIELDS, { shouldFocus: true })) setStep(2);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 2 || joining) return handleSubmit((values) => mutation.mutate(values))(event);
    event.preventDefault();
    void next();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {joining ? null : (
        <p className="text-sm font-medium text-slate-600">
          {step === 1 ? 'Paso 1 de 2: tu cuenta' : 'Paso 2 de 2: tu negocio (opcional)'}
        </p>
      )}
      {step === 1 ? (
        <RegisterAccountStep register={register} errors={errors} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <BusinessProfileFields register={register} errors={errors} mode="choose" />
        </div>
      )}
      {mutation.isError && !fieldError(mutation.error, SERVER_FIELDS) ? (
        <Alert>{errorMessage(mutation.error, AUTH_MESSAGES.registerFailed)}</Alert>
      ) : null}
      {joining ? (
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      ) : step === 1 ? (
        <Button type="submit" size="lg" className="w-full">
          Siguiente
        </Button>
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button
            variant="secondary"
            size="lg"
            className="sm:flex-1"
            onClick={() => setStep(1)}
            disabled={mutation.isPending}
          >
            Atrás
          </Button>
          <Button type="submit" size="lg" className="sm:flex-1" disabled={mutation.isPending}>
            {mutation.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
          </Button>
        </div>
      )}
    </form>
  );
}
