import { Eye, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { clearNotice, pendingNotice } from '../../lib/page-notice.ts';

const DISMISSED_KEY = 'viewer_banner_dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** A viewer's reminder that nothing here can be changed; closed, it stays closed in this tab. */
function ViewerBanner({ company }: { company: string }) {
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  if (dismissed) return null;
  return (
    <div className="mb-4 flex items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-2 text-sm text-sky-950">
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">Tienes acceso de solo lectura a {company}.</p>
      <button
        type="button"
        aria-label="Cerrar aviso de solo lectura"
        className="-my-1 -mr-1.5 rounded-md p-1.5 hover:bg-sky-100"
        onClick={() => {
          try {
            sessionStorage.setItem(DISMISSED_KEY, '1');
          } catch {
            // Storage refused: it stays closed until the page reloads.
          }
          setDismissed(true);
        }}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Above every signed-in screen: the message a step left for it (joining a company: "Ya eres parte
 * de …"), once, and a viewer's read-only reminder.
 */
export function ShellNotices() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // Shown on the screen it was left for, until the person moves on.
  const [notice] = useState(() => ({ text: pendingNotice(), on: pathname }));
  useEffect(clearNotice, []);
  return (
    <>
      {notice.text && notice.on === pathname ? (
        <Alert tone="success" className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      {user?.role === 'viewer' ? (
        <ViewerBanner company={user.company_name ?? 'esta empresa'} />
      ) : null}
    </>
  );
}
