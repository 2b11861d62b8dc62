export { type NginxOptions, renderNginx } from './nginx.ts';
export {
  CACHE,
  CONTROLLER_PATHS,
  cacheControl,
  contentSecurityPolicy,
  ERROR_CACHE,
  inlineScriptHashes,
  isAppRoute,
  isHashed,
  NEVER_CACHED,
  PROMO_FRAME_FILE,
  policyFor,
  promoFrameContentSecurityPolicy,
  securityHeaders,
  TEST_CONTROL_PATH,
} from './rules.ts';
export { type StaticServer, type StaticServerOptions, startStaticServer } from './static-server.ts';
