import { CONTACT_LIMITS, ContactRequestSchema, SUPPORT_HOURS, type z } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInteger } from '../../../lib/format.ts';
import { ContactSuccess } from './contact-success.tsx';
import { sendContactMessage } from './send-contact-message.ts';

type ContactInput = z.input<typeof ContactRequestSchema>;
type ContactOutput = z.output<typeof ContactRequestSchema>;

const EMPTY: ContactInput = { nombre: '', email: '', empresa: '', telefono: '', mensaje: '' };

/** The contact form (000 §3), validated with the same schema as POST /api/contact. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const mutation = useMutation({ mutationFn: sendContactMessage });
  const messageLength = watch('mensaje')?.length ?? 0;

  if (mutation.isSuccess) {
    return (
      <ContactSuccess
        name={mutation.variables.nombre}
        email={mutation.variables.email}
        reference={mutation.data.reference}
        onAnother={() => {
          reset(EMPTY);
          mutation.reset();
        }}
      />
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="contacto-formulario"
      className="space-y-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <h2 id="contacto-formulario" className="text-xl font-semibold text-slate-900">
        Envíanos un mensaje
      </h2>
      <p className="text-sm text-slate-600">
        Los campos marcados con * son obligatorios. Respondemos en {SUPPORT_HOURS.emailReply} en
        horario de atención.
      </p>
      {mutation.isError ? (
        <Alert>
          {errorMessage(mutation.error, 'No pudimos enviar tu mensaje.')} Tu mensaje sigue aquí:
          puedes intentar de nuevo.
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre *"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <EmailField
          label="Correo electrónico *"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Empresa (opcional)"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.companyMax}
          error={errors.empresa?.message}
          {...register('empresa')}
        />
        <TextField
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.phoneMax}
          hint="De 10 a 20 caracteres: números, espacios, +, ( ) y guiones."
          error={errors.telefono?.message}
          {...register('telefono')}
        />
      </div>
      <TextareaField
        label="Mensaje *"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        hint={`${formatInteger(messageLength)} de ${formatInteger(CONTACT_LIMITS.messageMax)} caracteres (mínimo ${CONTACT_LIMITS.messageMin}).`}
        error={errors.mensaje?.message}
        {...register('mensaje')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? 'Enviando...' : 'Enviar mensaje'}
      </Button>
    </form>
  );
}
