// The demo pages: one chunk, loaded only on /demo, /test-demo and /direct-demo (see lazy-pages).
export { DemoPage } from './demo-page.tsx';
export { DirectDemoPage } from './direct-demo-page.tsx';
export { TestDemoPage } from './test-demo-page.tsx';
