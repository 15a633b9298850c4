import {
  InvitationAcceptedSchema,
  type InvitationPreview,
  InvitationPreviewSchema,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
} from '@caudal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { formatDate } from '../../lib/format.ts';
import { leaveNotice } from '../../lib/page-notice.ts';
import { loginPathFor, withReturnTo } from '../../lib/return-to.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthPageShell } from '../auth-page-shell.tsx';

const BAD_LINK = 'El enlace de la invitación no es válido.';
const ASK_AGAIN = 'Pide a quien te invitó que te envíe una invitación nueva.';

const companyOf = (preview: InvitationPreview) => preview.company_name ?? 'su empresa';

const PREVIEW_KEY = 'invitation-preview';

function usePreview(token: string) {
  return useQuery({
    queryKey: [PREVIEW_KEY, token],
    queryFn: ({ signal }) =>
      apiRequest(`/api/team/invitations/preview?token=${encodeURIComponent(token)}`, {
        schema: InvitationPreviewSchema,
        auth: false,
        signal,
      }),
    enabled: token.length > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Signed in: join, or (another email) sign out to come back with the right one. */
function Join({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { user, logout, refreshUser } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const accept = useMutation({
    mutationFn: () =>
      apiRequest('/api/team/invitations/accept', {
        method: 'POST',
        body: { token },
        schema: InvitationAcceptedSchema,
      }),
    onSuccess: async (answer) => {
      // Another company: the user (its role, its company) is read again, and every cached read
      // was the old company's, so each is dropped and asked again; all but this page's preview,
      // which would now answer that the link was used.
      await refreshUser();
      await client.resetQueries({ predicate: (query) => query.queryKey[0] !== PREVIEW_KEY });
      leaveNotice(answer.detail);
      await navigate('/app/dashboard', { replace: true });
    },
  });
  if (!user) return null;
  const company = companyOf(preview);
  if (user.email.toLowerCase() !== preview.email.toLowerCase()) {
    return (
      <div className="space-y-4">
        <Alert tone="warning">
          Esta invitación es para {preview.email} y entraste como {user.email}. Cierra sesión y
          entra (o crea tu cuenta) con {preview.email}.
        </Alert>
        <Button
          variant="secondary"
          onClick={async () => {
            await logout();
            await navigate(loginPathFor(address));
          }}
        >
          Cerrar sesión y entrar con otro correo
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {accept.isError ? (
        <Alert>{errorMessage(accept.error, 'No pudimos unirte a la empresa.')}</Alert>
      ) : null}
      <Button
        className="w-full"
        onClick={() => accept.mutate()}
        disabled={accept.isPending || accept.isSuccess}
        aria-busy={accept.isPending}
      >
        {accept.isPending || accept.isSuccess ? 'Uniéndote...' : `Unirme a ${company}`}
      </Button>
    </div>
  );
}

/**
 * /app/invitacion?token=… (issue 20): the invitation an owner mailed. Anyone may read who invites
 * and to what; a signed-out visitor signs in or creates the account and comes back here (the
 * onboarding is skipped: lib/return-to.ts#afterRegisterPath); a signed-in one joins.
 */
export function InvitationPage() {
  useDocumentTitle('Invitación');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { status } = useAuth();
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const preview = usePreview(token);

  if (!token) {
    return (
      <AuthPageShell title="Invitación">
        <Alert>
          {BAD_LINK} {ASK_AGAIN}
        </Alert>
      </AuthPageShell>
    );
  }
  if (preview.isError) {
    return (
      <AuthPageShell title="Invitación">
        <div className="space-y-4">
          <Alert>{errorMessage(preview.error, `${BAD_LINK} ${ASK_AGAIN}`)}</Alert>
          {preview.error instanceof ApiError && preview.error.status >= 500 ? (
            <Button variant="secondary" onClick={() => void preview.refetch()}>
              Reintentar
            </Button>
          ) : (
            <Link
              to={status === 'signed-in' ? '/app/dashboard' : '/'}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {status === 'signed-in' ? 'Ir a mi tablero' : 'Ir al inicio'}
            </Link>
          )}
        </div>
      </AuthPageShell>
    );
  }
  if (!preview.data || status === 'loading') return <LoadingState />;

  const invitation = preview.data;
  const inviter = invitation.invited_by ?? 'Un dueño';
  return (
    <AuthPageShell title={`Únete a ${companyOf(invitation)}`}>
      <div className="space-y-5">
        <p className="text-base text-slate-800">
          {inviter} te invitó a <strong>{companyOf(invitation)}</strong> como{' '}
          <strong>{TEAM_ROLE_LABELS[invitation.role]}</strong>.
        </p>
        <dl className="space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
          <div>
            <dt className="font-medium text-slate-800">
              Qué podrás hacer como {TEAM_ROLE_LABELS[invitation.role]}
            </dt>
            <dd className="text-slate-700">{TEAM_ROLE_DESCRIPTIONS[invitation.role]}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Para</dt>
            <dd className="break-all text-slate-700">{invitation.email}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Vence</dt>
            <dd className="text-slate-700">{formatDate(invitation.expires_at)}</dd>
          </div>
        </dl>
        {status === 'signed-in' ? (
          <Join token={token} preview={invitation} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              Entra con {invitation.email} para aceptar; si todavía no tienes cuenta, créala con ese
              correo.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link
                to={loginPathFor(address)}
                state={{ returnTo: address }}
                className={buttonClasses({ className: 'flex-1' })}
              >
                Iniciar sesión
              </Link>
              <Link
                to={withReturnTo('/register', address)}
                className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
              >
                Crear cuenta
              </Link>
            </div>
          </div>
        )}
      </div>
    </AuthPageShell>
  );
}
