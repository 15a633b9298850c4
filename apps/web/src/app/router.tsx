import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { retry } from '../lib/retry.ts';
import { LandingPage } from '../pages/landing/landing-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// One chunk per page group: the landing ships none of the others. A chunk that fails to load
// (flaky network, or replaced by a deploy) is fetched again up to 3 times, waiting 1 s, 2 s, 4 s.
const authPages = () => import('../pages/auth/index.ts');
const LoginPage = lazy(() => retry(authPages).then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => retry(authPages).then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  retry(authPages).then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  retry(authPages).then((m) => ({ default: m.ResetPasswordPage })),
);
const InvitationPage = lazy(() => retry(authPages).then((m) => ({ default: m.InvitationPage })));

const infoPages = () => import('../pages/info/index.tsx');
const DemoPage = lazy(() => retry(infoPages).then((m) => ({ default: m.DemoPage })));
const TermsPage = lazy(() => retry(infoPages).then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => retry(infoPages).then((m) => ({ default: m.PrivacyPage })));
const ContactPage = lazy(() => retry(infoPages).then((m) => ({ default: m.ContactPage })));
const SuccessCasesPage = lazy(() =>
  retry(infoPages).then((m) => ({ default: m.SuccessCasesPage })),
);
const BookGuidesPage = lazy(() => retry(infoPages).then((m) => ({ default: m.BookGuidesPage })));
const LessonVideoPage = lazy(() => retry(infoPages).then((m) => ({ default: m.LessonVideoPage })));
const HelpCenterPage = lazy(() => retry(infoPages).then((m) => ({ default: m.HelpCenterPage })));
const TestDemoPage = lazy(() => retry(infoPages).then((m) => ({ default: m.TestDemoPage })));
const DirectDemoPage = lazy(() => retry(infoPages).then((m) => ({ default: m.DirectDemoPage })));

const appArea = () => import('./app-area.ts');
const AppLayout = lazy(() => retry(appArea).then((m) => ({ default: m.AppLayout })));
const ModuleRoute = lazy(() => retry(appArea).then((m) => ({ default: m.ModuleRoute })));
const StartView = lazy(() => retry(appArea).then((m) => ({ default: m.StartView })));
const OnboardingPage = lazy(() => retry(appArea).then((m) => ({ default: m.OnboardingPage })));
const CompanyDataPage = lazy(() => retry(appArea).then((m) => ({ default: m.CompanyDataPage })));
const BookChapterPage = lazy(() => retry(appArea).then((m) => ({ default: m.BookChapterPage })));
// Its own chunk; the feature's fetchers are shared with the top bar's bell (signed-in tools).
const NotificationsPage = lazy(() =>
  retry(() => import('../features/notifications/components/notifications-page.tsx')).then((m) => ({
    default: m.NotificationsPage,
  })),
);

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  // An invitation's link (issue 20): under /app, but open signed out, so it is a public page
  // here, which ranks before the guarded /app/:screen; it reads the preview either way.
  { path: 'app/invitacion', element: <InvitationPage /> },
  { path: 'demo', element: <DemoPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'contacto', element: <ContactPage /> },
  { path: 'casos-de-exito', element: <SuccessCasesPage /> },
  { path: 'guias-del-libro', element: <BookGuidesPage /> },
  // '/videos/capitulo-{id}-video': the page reads the id out of the whole segment.
  { path: 'videos/:lesson', element: <LessonVideoPage /> },
  { path: 'centro-de-ayuda', element: <HelpCenterPage /> },
  { path: 'support', element: <HelpCenterPage /> },
  { path: 'test-demo', element: <TestDemoPage /> },
  { path: 'direct-demo', element: <DirectDemoPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const appRoutes: RouteObject[] = [
  // The person's start view (Configuración › Tablero › Vista inicial): app/start-view.tsx.
  { index: true, element: <StartView /> },
  // Every screen of the registry (dashboard, modules, book, settings, profile):
  // app/module-route.tsx.
  { path: ':screen', element: <ModuleRoute /> },
  { path: 'onboarding', element: <OnboardingPage /> },
  { path: 'empresa', element: <CompanyDataPage /> },
  { path: 'notificaciones', element: <NotificationsPage /> },
  { path: 'libro/:chapter', element: <BookChapterPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        path: 'app',
        element: (
          <RequireAuth>
            <Suspense fallback={<LoadingState size="screen" />}>
              <AppLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: appRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
