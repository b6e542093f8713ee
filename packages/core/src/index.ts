export { PLATFORM_KEYS, isPlatformKey } from './platform-keys';
export type { PlatformKey } from './platform-keys';
