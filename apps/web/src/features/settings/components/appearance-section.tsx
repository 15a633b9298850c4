import {
  type AppearanceSettings,
  AppearanceSettingsSchema,
  COLOR_SCHEME_LABELS,
  COLOR_SCHEMES,
  FONT_SIZE_LABELS,
  FONT_SIZES,
  THEME_LABELS,
  THEMES,
  type UserConfig,
} from '@caudal/contracts';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { SectionForm, useSectionForm } from './section-form.tsx';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const SWATCHES: Record<AppearanceSettings['color_scheme'], string> = {
  blue: 'bg-blue-600',
  green: 'bg-emerald-600',
  purple: 'bg-violet-600',
  orange: 'bg-orange-500',
};

export function AppearanceSection({ config }: { config: UserConfig }) {
  const { form, card } = useSectionForm(
    'appearance',
    AppearanceSettingsSchema,
    (c) => c.appearance,
    config,
  );
  const { errors } = form.formState;

  return (
    <SectionForm title="Apariencia" description="Cómo se ve Caudal en tus dispositivos." {...card}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Tema"
          options={options(THEMES, THEME_LABELS)}
          error={errors.theme?.message}
          {...form.register('theme')}
        />
        <SelectField
          label="Tamaño de letra"
          options={options(FONT_SIZES, FONT_SIZE_LABELS)}
          error={errors.font_size?.message}
          {...form.register('font_size')}
        />
      </div>
      <Controller
        control={form.control}
        name="color_scheme"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Color principal</legend>
            <RadioGroup.Root
              value={field.value}
              onValueChange={field.onChange}
              orientation="horizontal"
              aria-label="Color principal"
              className="flex flex-wrap gap-3"
            >
              {COLOR_SCHEMES.map((scheme) => (
                <RadioGroup.Item
                  key={scheme}
                  value={scheme}
                  className="group flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white py-1.5 pr-3 pl-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 data-[state=checked]:border-slate-900 data-[state=checked]:ring-2 data-[state=checked]:ring-slate-900"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-7 items-center justify-center rounded-full text-white',
                      SWATCHES[scheme],
                    )}
                  >
                    <Check className="hidden size-4 group-data-[state=checked]:block" />
                  </span>
                  {COLOR_SCHEME_LABELS[scheme]}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="compact_mode"
        render={({ field }) => (
          <SwitchField
            label="Modo compacto"
            description="Menos espacio entre tarjetas y filas, para ver más de un vistazo."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </SectionForm>
  );
}
