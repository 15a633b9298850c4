import type { PutUserConfig, UserConfig, z } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { FlashLine, useFlash } from '../../../components/ui/flash.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveSection } from '../api/settings-api.ts';
import { SAVE_FAILED_MESSAGE, SAVED_MESSAGE } from '../settings-forms.ts';

type Section = PutUserConfig['section'];
export type SectionSettings<S extends Section> = Extract<PutUserConfig, { section: S }>['settings'];

/**
 * Saving one section: only its fields are sent; `onSaved` gets the configuration as stored (to
 * reset the form to it) and the confirmation shows for a few seconds. A refusal keeps what was
 * typed and shows the API's Spanish detail.
 */
function useSectionSave<S extends Section>(section: S, onSaved: (config: UserConfig) => void) {
  const mutation = useSaveSection();
  const [flash, setFlash] = useFlash();
  const save = (settings: SectionSettings<S>) => {
    setFlash(null);
    mutation.mutate({ section, settings } as PutUserConfig, {
      onSuccess: (config) => {
        onSaved(config);
        setFlash(SAVED_MESSAGE);
      },
    });
  };
  return { save, mutation, flash };
}

/**
 * A section's form: its fields start from the saved configuration (`toForm`), are checked by
 * `schema` (whose output is what the section sends) and go back to the configuration as stored
 * once saved. `card` is what `SectionForm` needs to submit and report.
 */
export function useSectionForm<S extends Section, In extends FieldValues>(
  section: S,
  schema: z.ZodType<SectionSettings<S>, In>,
  toForm: (config: UserConfig) => In,
  config: UserConfig,
) {
  const form = useForm<In, unknown, SectionSettings<S>>({
    resolver: zodResolver(schema),
    defaultValues: toForm(config) as DefaultValues<In>,
  });
  const { save, mutation, flash } = useSectionSave(section, (saved) => form.reset(toForm(saved)));
  return {
    form,
    card: {
      onSubmit: form.handleSubmit(save),
      saving: mutation.isPending,
      error: mutation.error,
      flash,
    },
  };
}

/** A section's card: its title and purpose, the fields, the outcome and "Guardar". */
export function SectionForm({
  title,
  description,
  onSubmit,
  saving,
  error,
  flash,
  readOnly = false,
  children,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  error: unknown;
  flash: string | null;
  /** No "Guardar" (someone else decides these values). */
  readOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} description={description}>
      <form noValidate className="space-y-5" onSubmit={onSubmit}>
        {children}
        {error ? <Alert>{errorMessage(error, SAVE_FAILED_MESSAGE)}</Alert> : null}
        <FlashLine message={flash} />
        {readOnly ? null : (
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        )}
      </form>
    </SectionCard>
  );
}
