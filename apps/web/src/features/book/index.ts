import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

// The book's pages, each its own chunk, loaded when /app/libro or a chapter is opened. The app
// layer places them in the module page and passes what the learning path knows (read chapters).
const components = () => retry(() => import('./components/book-pages.ts'));

export const ChapterList = lazy(() => components().then((m) => ({ default: m.ChapterList })));
export const ChapterView = lazy(() => components().then((m) => ({ default: m.ChapterView })));
export { parseChapterNumber } from './book-view.ts';
