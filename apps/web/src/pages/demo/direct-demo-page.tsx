import { usePublicPage } from '../../lib/use-public-page.ts';
import { InteractiveDemo } from './interactive-demo.tsx';

/** /direct-demo (internal): the interactive demo alone, as /demo embeds it. */
export function DirectDemoPage() {
  usePublicPage('/direct-demo');
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Demo directa</h1>
      <InteractiveDemo />
    </div>
  );
}
