import type { ImportPreview } from '@caudal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { updateCompany } from '../../lib/company-records/records.ts';
import { moneyToField } from '../../lib/form-values.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { FINANCIAL_DATA_KEY } from '../../lib/query-keys.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/**
 * A statement that carries its own closing balance: offers to take it as the cash balance on
 * its last day (movements after that day move it; the statement's own are already in it).
 */
export function ClosingBalanceOffer({
  closing,
}: {
  closing: NonNullable<ImportPreview['closingBalance']>;
}) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      updateCompany({
        cashBalance: Number(moneyToField(closing.amount)),
        cashBalanceOn: closing.date,
      }),
    onSuccess: async () => {
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
    },
  });
  const amount = formatMoney(closing.amount);
  const day = formatDate(closing.date);
  if (done) {
    return (
      <Alert tone="success">
        Tu saldo en caja es ahora {amount} al {day}; desde ahí le sumamos los movimientos que
        registres con fecha posterior.
      </Alert>
    );
  }
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
      <p>
        El estado de cuenta cierra con <strong>{amount}</strong> el {day}. ¿Lo usamos como tu saldo
        en caja de ese día? Los movimientos del estado de cuenta ya están en él; los posteriores lo
        mueven.
      </p>
      {mutation.error ? (
        <Alert>{errorMessage(mutation.error, 'No pudimos guardar el saldo.')}</Alert>
      ) : null}
      <Button variant="secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        {mutation.isPending ? 'Guardando...' : `Usar ${amount} como mi saldo`}
      </Button>
    </div>
  );
}
