import { priceChangeEffect, type TypicalMonth } from '@caudal/finance';
import { type Centavos, toPesos } from '@caudal/finance/money';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInteger, formatMoney, formatUnitMoney } from '../../../lib/format.ts';
import { useApplyPrice } from '../api/costs-pricing-api.ts';
import type { ViewProduct } from '../costs-pricing-model.ts';

const units = (value: number | null, reason: string | undefined) =>
  value === null ? (reason ?? 'No se puede calcular') : `${formatInteger(value)} unidades`;

/**
 * "Aplicar precio": what the new price does to the company's break-even and monthly profit
 * (finance `priceChangeEffect`, the server's own answer) before the owner confirms; confirmed,
 * the product's price changes for real and the dashboard follows.
 */
export function ApplyPriceDialog({
  product,
  price,
  totals,
  onClose,
  onApplied,
}: {
  product: ViewProduct;
  price: Centavos;
  totals: TypicalMonth;
  onClose: () => void;
  onApplied: (text: string) => void;
}) {
  const apply = useApplyPrice();
  const effect = priceChangeEffect(
    totals,
    { priceCentavos: product.price, monthlySales: product.monthlySales },
    price,
  );
  const confirm = async () => {
    try {
      const res = await apply.mutateAsync({ productId: product.id, price: toPesos(price) });
      onApplied(
        `Aplicamos ${formatUnitMoney(res.price)} a ${product.name}. Tu punto de equilibrio es ahora de ${units(res.after.breakEvenUnits, res.notes.after)} y tu utilidad de un mes típico, ${formatMoney(res.after.monthlyProfit)}.`,
      );
    } catch {
      // The error is shown below; the dialog stays open.
    }
  };
  const rows = [
    [`Precio de ${product.name}`, formatUnitMoney(product.price), formatUnitMoney(price)],
    [
      'Punto de equilibrio',
      units(effect.before.breakEvenUnits, effect.notes.before),
      units(effect.after.breakEvenUnits, effect.notes.after),
    ],
    [
      'Utilidad de un mes típico',
      formatMoney(effect.before.monthlyProfitCentavos),
      formatMoney(effect.after.monthlyProfitCentavos),
    ],
  ] as const;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`¿Aplicar ${formatUnitMoney(price)} a ${product.name}?`}
      description="Cambia el precio de tu producto en todos tus datos: el tablero, tu punto de equilibrio y tus proyecciones. Tus ventas del mes se quedan como están."
      size="lg"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Efecto del nuevo precio</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 text-left font-medium">
              <span className="sr-only">Cifra</span>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Antes
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Después
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, before, after]) => (
            <tr key={label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-700">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{before}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {apply.isError ? (
        <Alert className="mt-4">
          {errorMessage(apply.error, 'No pudimos aplicar el precio. Intenta de nuevo.')}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void confirm()} disabled={apply.isPending}>
          {apply.isPending ? 'Aplicando...' : 'Confirmar precio'}
        </Button>
      </div>
    </Modal>
  );
}
