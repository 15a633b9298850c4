// What the landing and /demo show for the sample bakery ("Panadería La Espiga") with the
// browser's clock pinned to PINNED_DAY (support/clock.ts). The page builds the demo data set
// for PINNED_DAY + 90 days (2026-06-14, for the simulation) and shows it as of PINNED_DAY.
// Worked from packages/demo-data/src/demo-data-set.ts, never with finance or the web app's
// model; the strings are es-MX as a reader sees them ('$96,562', '68.2%').
//
// The catalogue (price, variable cost, units a month → revenue, variable cost a month):
//   Bolillo           $5.00    $1.55  9,400 → $47,000  $14,570
//   Concha           $14.00    $4.30  4,700 → $65,800  $20,210
//   Tres leches     $420.00  $145.00     60 → $25,200   $8,700
//   Galletas         $65.00   $21.00    280 → $18,200   $5,880
//   Café de olla     $28.00    $8.60    700 → $19,600   $6,020
//   Pan de muerto    $95.00   $34.00     60 →  $5,700   $2,040
//   Rosca de Reyes  $480.00  $175.00     12 →  $5,760   $2,100
//   total                           15,212 → $187,260 $59,520
// Variable cost lines: packaging $3,550 + card terminal $2,500 → variable costs $65,570.
// Fixed costs a month: rent 11,000 + wages 56,000 + IMSS 8,000 + payroll tax (3 % of wages)
//   1,680 + power 3,400 + gas 5,900 + water 850 + internet 699 + accountant 2,500 + marketing
//   1,900 = $91,929; the yearly ones count a twelfth: oven 18,000 / 12 = 1,500, insurance
//   9,600 / 12 = 800, aguinaldo (15 days of 56,000 = 28,000) / 12 = 2,333.33 → $96,562.33.
// Contribution: 187,260 − 65,570 = $121,690; net profit: 121,690 − 96,562.33 = $25,127.67.

/** Fixed costs a month: $91,929 recurring + $4,633.33 of yearly items, whole pesos. */
export const MONTHLY_FIXED_COSTS = '$96,562';
/** Gross margin: (187,260 − 59,520) / 187,260 = 68.22 %. */
export const GROSS_MARGIN = '68.2%';
// The catalogue's net margin, 25,127.67 / 187,260 = 13.42 %, is shown nowhere: the net margin
// is the recorded months' (RECORDED_NET_MARGIN), the catalogue is only the estimate without them.
/**
 * The figures core's net margin, the one the dashboard and Rentabilidad show: its basis is the
 * last 3 complete months before 16 March (December 2025 to February 2026), summed once like the
 * 30 days below: income 609,397.00, expenses 561,135.82 (the owners' withdrawals of 14,800 are
 * cash, not expense) → (609,397 − 561,135.82) / 609,397 = 48,261.18 / 609,397 = 7.92 %.
 */
export const RECORDED_NET_MARGIN = '7.9%';
/** The basis those figures name. */
export const DEMO_BASIS = 'tus últimos 3 meses (diciembre a febrero)';
/** Break-even: ⌈96,562.33 × 15,212 units / 121,690⌉ = ⌈12,070.9⌉ units. */
export const BREAK_EVEN_UNITS = '12,071 unidades';
/** Margin of safety: (121,690 − 96,562.33) / 121,690 = 25,127.67 / 121,690 = 20.65 %. */
export const MARGIN_OF_SAFETY = '20.6%';
/**
 * Health score, four parts of the finance bands (chapter 1): the recorded net margin 7.9 %
 * (RECORDED_NET_MARGIN; 5 or more: 15)
 * + gross margin 68.2 % (50 or more: 15) + margin of safety (121,690 − 96,562.33) / 121,690 =
 * 20.6 % (15 or more: 15) + contribution margin 121,690 / 187,260 = 65.0 % (60 or more: 25).
 */
export const HEALTH_SCORE = 70;

// The dated entries carry seeded noise (a PRNG keyed by the day), so the sums of 30 days and
// the cash cannot be worked from the definitions by hand: they were summed once, in a throwaway
// script, from buildDemoDataSet('2026-06-14').entries (demo-data only, no finance). They pin
// the data set: a change to the generator changes them, and these tests say so.

/** Income of the 30 days 15 Feb – 16 Mar 2026: 172,166.00 pesos. */
export const INCOME_30_DAYS = '$172,166';
/** Money out in the same 30 days: 202,114.21 pesos, the owners' withdrawal of 28 Feb included. */
export const OUTFLOWS_30_DAYS = '$202,114';
/**
 * Expenses of the same 30 days: the outflows without the owners' withdrawal of 28 February
 * (OWNER_DRAW at that month's prices, rounded to the hundred: $5,000; category 'Retiros de los
 * dueños': cash, not an expense) = 197,114.21.
 */
export const EXPENSES_30_DAYS = '$197,114';
/** Cash at the end of 16 March: $90,000 opening (DEMO_OPENING_CASH) + every entry to then = 290,602.27. */
export const CASH = '$290,602';

/**
 * Cash at the end of 19 March, three simulated days on: 290,602.27 plus the entries of
 *   17 Mar: +2,108 +1,413 +830 (sales, card, 2 cakes) −8,000 (IMSS) −1,680 (payroll tax)
 *           −4,436.94 (ISR e IVA) = −9,765.94
 *   18 Mar: +2,135 +1,578 +830 −4,244.49 (butter, eggs, milk) = +298.51
 *   19 Mar: +2,542 +1,754 +830 = +5,126
 * = 290,602.27 − 9,765.94 + 298.51 + 5,126 = 286,260.84.
 */
export const CASH_19_MARCH = '$286,261';

/**
 * Money in over the landing animation's first three days (the 30 days end on 16 March, so
 * they start on 15 February): (3,058 + 1,953 + 830) + (2,073 + 1,309 + 830)
 * + (2,242 + 1,418 + 830) = 14,543 pesos.
 */
export const FLOW_IN_FIRST_3_DAYS = '$14,543';
