// The signed-in area, loaded as one chunk only when a /app route is visited.
export { AppLayout } from './app-layout.tsx';
export { BookChapterPage, BookPage } from './routes/book-pages.tsx';
export { DashboardPage } from './routes/dashboard-page.tsx';
export { ModulePlaceholderPage } from './routes/module-placeholder-page.tsx';
export { OnboardingPage } from './routes/onboarding-page.tsx';
export { ProfilePage } from './routes/profile-page.tsx';
export { SettingsPage } from './routes/settings-page.tsx';
