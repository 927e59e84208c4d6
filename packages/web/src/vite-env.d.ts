/// <reference types="vite/client" />

// The build-time settings the app reads (import.meta.env), typed so a misspelt name fails to compile.
interface ImportMetaEnv {
  /** The community channel linked from the home banner (screens/user/home/community.ts). */
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
