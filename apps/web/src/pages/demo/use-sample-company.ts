import { useState } from 'react';
import { todayInMexicoCity } from '../../lib/format.ts';
import { loadSampleCompany, type SampleCompany } from './model/sample-company.ts';

/** The sample bakery as of the visitor's today (Mexico City), fixed for the page's life. */
export function useSampleCompany(): SampleCompany {
  const [company] = useState(() => loadSampleCompany(todayInMexicoCity()));
  return company;
}
