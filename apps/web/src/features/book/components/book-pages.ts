// What features/book/index.ts loads lazily: the chapter list and the reader.
export { ChapterList } from './chapter-list.tsx';
export { ChapterView } from './chapter-view.tsx';
