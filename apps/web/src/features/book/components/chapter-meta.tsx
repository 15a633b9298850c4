import { ArrowRight, Clock, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { internalRoute, readingTimeLabel, toolCountLabel } from '../book-view.ts';
import type { ModuleLabel } from '../module-label.ts';
import { ReadBadge } from './read-badge.tsx';

/** 'Capítulo 9', with 'Leído' once the reader has finished it. */
export function ChapterEyebrow({ number, read }: { number: number; read: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
      Capítulo {number}
      {read ? <ReadBadge /> : null}
    </p>
  );
}

/** Reading time and tool count, as items of the caller's flex row. */
export function ChapterFacts({ words, tools }: { words: number; tools: number }) {
  return (
    <>
      <span className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {readingTimeLabel(words)}
      </span>
      <span className="flex items-center gap-1.5">
        <Wrench aria-hidden="true" className="size-4 shrink-0" />
        {toolCountLabel(tools)}
      </span>
    </>
  );
}

/** 'Ir a Flujo de caja': the screen where the chapter's tools are used, when there is one. */
export function ChapterModuleLink({
  module,
  moduleLabel,
  className,
}: {
  module: string | null;
  moduleLabel: ModuleLabel;
  className?: string;
}) {
  const route = internalRoute(module);
  if (!route) return null;
  const name = moduleLabel(route);
  return (
    <Link
      to={route}
      className={cn(
        'inline-flex items-center gap-1.5 rounded font-semibold text-brand-800 hover:underline',
        className,
      )}
    >
      {name ? `Ir a ${name}` : 'Ir al módulo'}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
