import { useMemo } from 'react';
import { todayInMexicoCity } from '../../lib/format.ts';
import { loadSampleCompany, type SampleCompany } from './model/sample-company.ts';

/** The sample bakery as of the visitor's today (Mexico City), built once per page. */
export function useSampleCompany(): SampleCompany {
  return useMemo(() => loadSampleCompany(todayInMexicoCity()), []);
}
