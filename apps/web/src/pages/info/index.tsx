export { DemoPage, DirectDemoPage, TestDemoPage } from '../demo/lazy-pages.tsx';
export { BookGuidesPage } from './book-guides/book-guides-page.tsx';
export { LessonVideoPage } from './book-guides/lesson-video-page.tsx';

// Public pages still to be built, loaded as one chunk.
export { ContactPage } from './contact/contact-page.tsx';
export { HelpCenterPage } from './help-center/help-center-page.tsx';
export { PrivacyPage } from './legal/privacy-page.tsx';
export { TermsPage } from './legal/terms-page.tsx';
export { SuccessCasesPage } from './success-cases/success-cases-page.tsx';
