// The sign-in and registration pages: one lazily loaded chunk.
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { InvitationPage } from './invitation-page.tsx';
export { LoginPage } from './login-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
