import { CheckCircle2 } from 'lucide-react';

/** 'Leído': the reader reached the end of this chapter. */
export function ReadBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      Leído
    </span>
  );
}
