import { appModuleAt } from '@caudal/contracts/app-modules';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ChapterList, ChapterView, parseChapterNumber } from '../../features/book/index.ts';
import { useLearningPath } from '../../features/learning/api/learning-api.ts';
import { useRecordLearningStep } from '../../lib/learning-steps.ts';

/** The sidebar label of an app screen ('/app/costs-pricing' → 'Costos y precios'). */
const moduleLabelFor = (route: string) => appModuleAt(route)?.label ?? null;

/** /app/libro, inside the module page (which titles the tab with the registry's label). */
export function BookPage() {
  const { data: path } = useLearningPath();
  return <ChapterList moduleLabel={moduleLabelFor} readChapters={path?.chaptersRead} />;
}

/** Reaching the end of a chapter marks it read on the learning path. */
export function BookChapterPage() {
  const { chapter } = useParams();
  const number = parseChapterNumber(chapter);
  const { data: path } = useLearningPath();
  const record = useRecordLearningStep();
  const finished = useCallback((n: number) => record(`read-${n}`), [record]);
  return (
    <ChapterView
      number={number}
      moduleLabel={moduleLabelFor}
      read={number !== null && (path?.chaptersRead.includes(number) ?? false)}
      onFinished={path ? finished : undefined}
    />
  );
}
