// The signed-in area, loaded as one chunk only when a /app route is visited.
export { AppLayout } from './app-layout.tsx';
export { ModuleRoute } from './module-route.tsx';
export { BookChapterPage } from './routes/book-pages.tsx';
export { CompanyDataPage } from './routes/company-data-page.tsx';
export { OnboardingPage } from './routes/onboarding-page.tsx';
export { StartView } from './start-view.tsx';
