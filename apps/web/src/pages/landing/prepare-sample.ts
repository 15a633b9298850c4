import { ZERO_CENTAVOS } from '@caudal/finance/money';
import { formatDate, formatMoney, todayInMexicoCity } from '../../lib/format.ts';
import { loadSampleCompany } from '../demo/model/sample-company.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let ready: Promise<void> | null = null;

/**
 * Does the sample sections' heavy first steps before they render, each in its own task: the
 * first Intl formatter (ICU data) and the demo data set take tens of milliseconds each on a
 * slow phone, and together with a render they would block the page for long.
 */
export function prepareSample(): Promise<void> {
  ready ??= (async () => {
    await nextTask();
    const today = todayInMexicoCity();
    await nextTask();
    formatMoney(ZERO_CENTAVOS);
    formatDate(today);
    await nextTask();
    loadSampleCompany(today);
    await nextTask();
  })();
  return ready;
}
