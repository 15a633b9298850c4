import type { RuleInput } from '@caudal/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type RuleDraft, WEEKDAYS } from '../automation-model.ts';

const FREQUENCIES = [
  { value: 'daily', label: 'Cada día' },
  { value: 'weekly', label: 'Cada semana' },
  { value: 'monthly', label: 'Cada mes' },
];
const WEEKDAY_OPTIONS = WEEKDAYS.map((name, i) => ({
  value: String(i),
  label: name.charAt(0).toUpperCase() + name.slice(1),
}));
const DAY_OPTIONS = Array.from({ length: 28 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${h}:00` }));

/** The fields of the chosen trigger: an amount, months, a percent, days, a score, a schedule… */
export function TriggerFields({ form }: { form: UseFormReturn<RuleDraft, unknown, RuleInput> }) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const kind = watch('triggerKind');
  const frequency = watch('frequency');
  const scoreDefault = watch('scoreDefault');
  const ratioDefault = watch('ratioDefault');
  const grid = 'grid gap-4 sm:grid-cols-2';

  switch (kind) {
    case 'cash-below':
      return (
        <TextField
          label="Saldo mínimo (MXN)"
          inputMode="decimal"
          hint="Te avisa cuando tu caja baja de este monto."
          error={errors.amount?.message}
          {...register('amount')}
        />
      );
    case 'runway-below':
      return (
        <TextField
          label="Meses de caja"
          inputMode="decimal"
          hint="Cuántos meses de gastos cubre tu caja; te avisa por debajo de este número."
          error={errors.months?.message}
          {...register('months')}
        />
      );
    case 'category-anomaly':
      return (
        <TextField
          label="Variación (%)"
          inputMode="numeric"
          hint="Cuánto puede gastar una categoría este mes sobre lo normal: su promedio de tres meses, o el mismo mes del año pasado, su costo fijo anual o su pago habitual si es un gasto ocasional."
          error={errors.percent?.message}
          {...register('percent')}
        />
      );
    case 'receivables-overdue':
      return (
        <TextField
          label="Días de atraso"
          inputMode="numeric"
          hint="Te avisa cuando una factura por cobrar pasa de estos días vencida."
          error={errors.days?.message}
          {...register('days')}
        />
      );
    case 'health-below':
      return (
        <div className={grid}>
          <CheckboxField
            label="Usar mi aviso de salud de Configuración › Análisis"
            {...register('scoreDefault')}
          />
          {scoreDefault ? null : (
            <TextField
              label="Puntaje mínimo (0 a 100)"
              inputMode="numeric"
              error={errors.score?.message}
              {...register('score')}
            />
          )}
        </div>
      );
    case 'ltv-coca-below':
      return (
        <div className={grid}>
          <CheckboxField
            label="Usar mi mínimo de LTV/COCA de Configuración › Análisis"
            {...register('ratioDefault')}
          />
          {ratioDefault ? null : (
            <TextField
              label="Razón LTV/COCA mínima"
              inputMode="decimal"
              error={errors.ratio?.message}
              {...register('ratio')}
            />
          )}
        </div>
      );
    case 'budget-overspent':
      return (
        <p className="text-sm text-slate-700">
          Se dispara cuando una partida de gasto del mes rebasa lo que planeaste en Planeación.
        </p>
      );
    case 'goal-at-risk':
      return (
        <p className="text-sm text-slate-700">
          Se dispara cuando a una meta le quedan menos de 90 días y va por debajo de 80 %.
        </p>
      );
    case 'schedule':
      return (
        <div className={grid}>
          <SelectField
            label="Frecuencia"
            options={FREQUENCIES}
            error={errors.frequency?.message}
            {...register('frequency')}
          />
          {frequency === 'weekly' ? (
            <SelectField
              label="Día de la semana"
              options={WEEKDAY_OPTIONS}
              error={errors.weekday?.message}
              {...register('weekday')}
            />
          ) : null}
          {frequency === 'monthly' ? (
            <SelectField
              label="Día del mes"
              options={DAY_OPTIONS}
              hint="Del 1 al 28, para que todos los meses lo tengan."
              error={errors.day?.message}
              {...register('day')}
            />
          ) : null}
          <SelectField
            label="Hora"
            options={HOUR_OPTIONS}
            hint="Hora de la Ciudad de México."
            error={errors.hour?.message}
            {...register('hour')}
          />
        </div>
      );
  }
}
