import { NotificationSettingsSchema, type UserConfig } from '@caudal/contracts';
import { Controller } from 'react-hook-form';
import { PushSwitch } from '../../../components/notifications/push-switch.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { SectionForm, useSectionForm } from './section-form.tsx';

const SMS_UNAVAILABLE = 'Aún no disponible: no tenemos proveedor de SMS.';

export function NotificationsSection({ config }: { config: UserConfig }) {
  const { form, card } = useSectionForm(
    'notifications',
    NotificationSettingsSchema,
    (c) => c.notifications,
    config,
  );

  return (
    <SectionForm
      title="Notificaciones"
      description="Cómo te avisamos de tus reportes, alertas y notificaciones nuevas."
      {...card}
    >
      <div className="divide-y divide-slate-200">
        <Controller
          control={form.control}
          name="email_weekly_reports"
          render={({ field }) => (
            <SwitchField
              label="Reportes semanales por correo"
              description="Los reportes en PDF que tus reglas de automatización te envían por correo, como el Reporte semanal."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="email_alerts"
          render={({ field }) => (
            <SwitchField
              label="Alertas por correo"
              description="Los correos de tus reglas de automatización cuando una cifra cruza su umbral."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="push_notifications"
          render={({ field }) => (
            <PushSwitch checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <SwitchField
          label="Alertas por SMS"
          description={SMS_UNAVAILABLE}
          checked={false}
          disabled
          onCheckedChange={() => {}}
        />
      </div>
    </SectionForm>
  );
}
