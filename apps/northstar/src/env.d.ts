interface ImportMetaEnv {
  readonly VITE_LOBBY_CONTROLLER_BASE?: string;
  readonly VITE_LOBBY_PASSPHRASE?: string;
}
