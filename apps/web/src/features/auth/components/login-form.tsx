import {
  AUTH_MESSAGES,
  DEMO_CREDENTIALS,
  LoginRequestSchema,
  type User,
  z,
} from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { DemoHint } from './demo-hint.tsx';

const LoginFormSchema = LoginRequestSchema.pick({ email: true, password: true }).extend({
  remember: z.boolean(),
});
type LoginFormInput = z.input<typeof LoginFormSchema>;
type LoginFormOutput = z.output<typeof LoginFormSchema>;

type LoginFormProps = {
  onSuccess: (user: User) => void;
  /** Called when the user follows a link away from the form (the modal closes itself). */
  onNavigate?: () => void;
  /** Focus the email field on mount (in the modal, where the form loads after opening). */
  autoFocus?: boolean;
  /** The "Regístrate gratis" link (it carries the page's returnTo). */
  registerTo?: string;
};

export function LoginForm({
  onSuccess,
  onNavigate,
  autoFocus = false,
  registerTo = '/register',
}: LoginFormProps) {
  const { login } = useAuth();
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const mutation = useMutation({
    mutationFn: (values: LoginFormOutput) => login(values.email, values.password, values.remember),
    onSuccess,
  });

  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const fillDemo = () => {
    setValue('email', DEMO_CREDENTIALS.email);
    setValue('password', DEMO_CREDENTIALS.password);
    clearErrors();
    setFocus('password');
  };

  return (
    <div className="space-y-5">
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError ? (
          <Alert>{errorMessage(mutation.error, AUTH_MESSAGES.loginFailed)}</Alert>
        ) : null}
        <EmailField
          label="Correo electrónico"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField label="Recordarme" {...register('remember')} />
          <Link
            to="/forgot-password"
            onClick={onNavigate}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
      </form>
      <DemoHint onUse={fillDemo} />
      <p className="text-center text-sm text-slate-700">
        ¿No tienes cuenta?{' '}
        <Link
          to={registerTo}
          onClick={onNavigate}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Regístrate gratis
        </Link>
      </p>
    </div>
  );
}
