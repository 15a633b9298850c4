import { BookOpen } from 'lucide-react';
import { Button } from '../ui/button.tsx';

export type WhatIfBannerProps = {
  /** The applied case's title. */
  title: string;
  /** What stays the company's, after "siguen siendo los tuyos": 'tus movimientos y tu pronóstico'. */
  kept: string;
  onClear: () => void;
};

/** Shown at the top of a module while its figures come from a book case, not the company's. */
export function WhatIfBanner({ title, kept, onClear }: WhatIfBannerProps) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Estás viendo el caso del libro «{title}».</strong> Las cifras que siguen son del
          ejemplo; {kept} siguen siendo los tuyos.
        </span>
      </p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Volver a mis datos
      </Button>
    </div>
  );
}
