import { PlaceholderPage } from './placeholder-page.tsx';

export { DemoPage, DirectDemoPage, TestDemoPage } from '../demo/lazy-pages.tsx';
export { BookGuidesPage } from './book-guides/book-guides-page.tsx';
export { LessonVideoPage } from './book-guides/lesson-video-page.tsx';

// Public pages still to be built, loaded as one chunk.
export const TermsPage = () => <PlaceholderPage title="Términos y condiciones" />;
export const PrivacyPage = () => <PlaceholderPage title="Aviso de privacidad" />;
export const ContactPage = () => <PlaceholderPage title="Contacto" />;
export const SuccessCasesPage = () => <PlaceholderPage title="Casos de éxito" />;
export const HelpCenterPage = () => <PlaceholderPage title="Centro de ayuda" />;
