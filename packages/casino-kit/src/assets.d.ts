declare module '*.css';

/** What casino-kit reads of the build's environment (Vite replaces it when an app is built). */
interface ImportMetaEnv {
  /** True in a production build, false on the dev server and in tests. */
  readonly PROD: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
