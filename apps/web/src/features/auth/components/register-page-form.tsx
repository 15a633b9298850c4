import { AUTH_MESSAGES, type User } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CompanyNameField,
  FullNameField,
} from '../../../components/business-profile/business-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { errorMessage, fieldError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import {
  type RegisterPageInput,
  type RegisterPageOutput,
  RegisterPageSchema,
} from '../register-form-schema.ts';
import { suggestUsername } from '../register-payload.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { UsernameField } from './username-field.tsx';

/** The fields a refusal from the server is shown under (lib/api-client.ts#fieldError). */
const SERVER_FIELDS = ['password'] as const;

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

export function RegisterPageForm({
  onSuccess,
  joining = false,
}: {
  onSuccess: (user: User) => void;
  /** Registering to accept an invitation: no company of one's own is asked for. */
  joining?: boolean;
}) {
  const { register: signUp } = useAuth();
  const usernameEdited = useRef(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm<RegisterPageInput, unknown, RegisterPageOutput>({
    resolver: zodResolver(RegisterPageSchema),
    defaultValues: {
      full_name: '',
      company_name: '',
      email: '',
      username: '',
      password: '',
      accept_terms: false,
    },
  });
  const password = useWatch({ control, name: 'password' });
  const mutation = useMutation({
    mutationFn: (values: RegisterPageOutput) =>
      signUp({
        full_name: values.full_name,
        email: values.email,
        username: values.username,
        password: values.password,
        ...(values.company_name ? { company_name: values.company_name } : {}),
      }),
    onSuccess,
    onError: (error) => {
      const refused = fieldError(error, SERVER_FIELDS);
      if (refused) {
        setError(refused.field, { message: refused.message }, { shouldFocus: true });
      }
    },
  });

  const emailField = register('email');
  const usernameField = register('username');

  // The button stays enabled: a submit shows under each field what is missing (the terms
  // too), where a disabled button would not say why.
  const onValid = (values: RegisterPageOutput) => mutation.mutate(values);

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <FullNameField registration={register('full_name')} error={errors.full_name?.message} />
      {joining ? (
        <p className="text-sm text-slate-600">
          Te unirás a la empresa que te invitó: no necesitas registrar una propia.
        </p>
      ) : (
        <CompanyNameField
          registration={register('company_name')}
          hint="Opcional."
          error={errors.company_name?.message}
        />
      )}
      <EmailField
        label="Correo electrónico"
        required
        error={errors.email?.message}
        {...emailField}
        onChange={(event) => {
          void emailField.onChange(event);
          // Suggest a username from the email until the user types their own.
          if (!usernameEdited.current) {
            setValue('username', suggestUsername(event.target.value), {
              shouldValidate: isSubmitted,
            });
          }
        }}
      />
      <UsernameField
        suggested
        error={errors.username?.message}
        registration={{
          ...usernameField,
          onChange: (event) => {
            usernameEdited.current = true;
            return usernameField.onChange(event);
          },
        }}
      />
      <div>
        <PasswordField
          label="Contraseña"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist password={password ?? ''} />
      </div>
      <CheckboxField
        label="Acepto los términos y condiciones"
        error={errors.accept_terms?.message}
        {...register('accept_terms')}
        after={
          <span className="text-slate-700">
            {' '}
            (lee los{' '}
            <Link to="/terms" className={linkClass}>
              términos
            </Link>{' '}
            y el{' '}
            <Link to="/privacy" className={linkClass}>
              aviso de privacidad
            </Link>
            )
          </span>
        }
      />
      {mutation.isError && !fieldError(mutation.error, SERVER_FIELDS) ? (
        <Alert>{errorMessage(mutation.error, AUTH_MESSAGES.registerFailed)}</Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </form>
  );
}
