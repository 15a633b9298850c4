/** The day the terms and the privacy notice were last changed; both pages show it. */
export const TERMS_UPDATED_ON = '2026-11-22';
export const PRIVACY_UPDATED_ON = '2026-11-22';
