/// <reference types="vite/client" />

// Build-time settings (Vite inlines them when `npm run build` runs). See the README's table.
interface ImportMetaEnv {
  /** Active companies to claim on the landing; unset, the landing makes no such claim. */
  readonly VITE_MARKETING_ACTIVE_COMPANIES?: string;
}
