import { useState } from 'react';
import {
  askNotificationPermission,
  pushDescription,
  pushRefusal,
} from '../../lib/browser-notifications.ts';
import { SwitchField } from '../ui/switch-field.tsx';

/**
 * "Notificaciones del navegador", in the settings and in the profile's preferences: switching it
 * on asks the browser for permission then (never on load), and a refusal leaves it off and says
 * why under the switch.
 */
export function PushSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <SwitchField
      label="Notificaciones del navegador"
      description={pushDescription(checked)}
      checked={checked}
      error={refusal ?? undefined}
      onCheckedChange={async (on) => {
        setRefusal(null);
        if (!on) return onCheckedChange(false);
        const refused = pushRefusal(await askNotificationPermission());
        if (refused) setRefusal(refused);
        else onCheckedChange(true);
      }}
    />
  );
}
