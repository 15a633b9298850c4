import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterPaint } from '../../lib/after-paint.ts';
import { clearNotice, pendingNotice } from '../../lib/page-notice.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BelowTheFold } from './below-the-fold.tsx';
import { Hero } from './hero.tsx';

/**
 * True once the first frame has painted. The hero paints alone first; the rest of the page
 * (sections off screen) mounts right after, so a slow phone shows the headline sooner.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/** The landing (/): the hero, then the sections below it; the footer shows only here. */
export function LandingPage() {
  useDocumentTitle();
  const painted = usePainted();
  const { hash } = useLocation();
  // After deleting an account, once: 'Eliminamos tu cuenta…'.
  const [notice] = useState(pendingNotice);
  useEffect(clearNotice, []);

  // Arriving at /#pricing: the section exists only after the first paint, so scroll then.
  useEffect(() => {
    if (!painted || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [painted, hash]);

  return (
    <>
      {notice ? (
        <p
          role="status"
          className="border-b border-brand-200 bg-brand-50 px-4 py-3 text-center text-sm font-medium text-brand-900"
        >
          {notice}
        </p>
      ) : null}
      <Hero />
      {painted ? <BelowTheFold /> : null}
    </>
  );
}
