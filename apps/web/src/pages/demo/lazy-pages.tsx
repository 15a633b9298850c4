import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

// The router loads the public pages' chunk (pages/info) for these routes; the demo pages, with
// the sample data and finance, load from their own chunk so the other public pages stay light.
// Plain components wrap the lazy ones: React cannot resolve a lazy component to another lazy.
const demoPages = () => retry(() => import('./index.ts'));

const LazyDemo = lazy(() => demoPages().then((m) => ({ default: m.DemoPage })));
const LazyTestDemo = lazy(() => demoPages().then((m) => ({ default: m.TestDemoPage })));
const LazyDirectDemo = lazy(() => demoPages().then((m) => ({ default: m.DirectDemoPage })));

export const DemoPage = () => <LazyDemo />;
export const TestDemoPage = () => <LazyTestDemo />;
export const DirectDemoPage = () => <LazyDirectDemo />;
