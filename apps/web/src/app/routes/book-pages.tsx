import { useParams } from 'react-router';
import { parseChapterNumber } from '../../features/book/book-view.ts';
import { ChapterList } from '../../features/book/components/chapter-list.tsx';
import { ChapterView } from '../../features/book/components/chapter-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { moduleLabelFor } from '../navigation.ts';

export function BookPage() {
  useDocumentTitle('Libro');
  return <ChapterList moduleLabel={moduleLabelFor} />;
}

export function BookChapterPage() {
  const { chapter } = useParams();
  return <ChapterView number={parseChapterNumber(chapter)} moduleLabel={moduleLabelFor} />;
}
