/**
 * The name of an app screen ('/app/costs-pricing' → 'Costos y precios'). The shell owns the
 * list of modules, so the page that shows the book passes this in.
 */
export type ModuleLabel = (route: string) => string | null;
