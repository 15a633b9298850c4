import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A landing section: an anchor target below the sticky bar, with its heading and intro. Every
 * section sits below the fold, so the browser skips its layout and paint until it nears the
 * screen (content-visibility: auto; the content stays in the accessibility tree and in search).
 */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-20 [contain-intrinsic-size:auto_900px] [content-visibility:auto]',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
