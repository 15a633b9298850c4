import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { afterPaint } from '../../lib/after-paint.ts';
import { retry } from '../../lib/retry.ts';
import { Button } from './button.tsx';

type State<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed' };

type Props<P> = {
  /** Imports the section's chunk and picks its component. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Shown while loading; keep its size close to the section's so nothing jumps. */
  fallback: ReactNode;
  /** What failed to load, for the message ('las funciones', 'los precios'). */
  what: string;
  /** Wait until the section is about a screen away before fetching it. */
  whenNear?: boolean;
};

/** True once `target` comes within `margin` of the viewport (at once when not `enabled`). */
function useNear(target: RefObject<Element | null>, enabled: boolean, margin = '600px'): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near, margin]);
  return near;
}

/**
 * A section in its own chunk, fetched after the page paints (or, with `whenNear`, when it
 * nears the screen). A failed fetch is tried again 3 times (1 s, 2 s, 4 s apart, spec 000 §9);
 * if all fail, a Spanish message and 'Reintentar'.
 */
export function LazySection<P extends object>({
  load,
  props,
  fallback,
  what,
  whenNear = false,
}: Props<P>) {
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box, whenNear);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (!near) return;
    let active = true;
    setState({ status: 'loading' });
    const cancel = afterPaint(() => {
      retry(load).then(
        // A transition: the section renders in short slices instead of one long task.
        (Component) => active && startTransition(() => setState({ status: 'ready', Component })),
        () => active && setState({ status: 'failed' }),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [load, attempt, near]);

  if (state.status === 'ready') return <state.Component {...props} />;
  if (state.status === 'loading') return <div ref={box}>{fallback}</div>;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center"
    >
      <p className="font-semibold text-slate-900">No pudimos cargar {what}.</p>
      <p className="text-sm text-slate-700">Revisa tu conexión a internet y vuelve a intentarlo.</p>
      <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
        Reintentar
      </Button>
    </div>
  );
}
