/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** Build-time settings of the portal (README: environment variables). */
interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_ENVIRONMENT?: string;
}
