import { z } from 'zod';
import { PLATFORM_KEYS } from '../platform-keys';

export const PlatformKeySchema = z.enum(PLATFORM_KEYS, {
  error: `platform must be one of ${PLATFORM_KEYS.join(', ')}`,
}).meta({
  id: 'PlatformKey',
  description: 'Key of a streaming platform, as used in paths and in `platforms` objects.',
});

/** `all` asks for every platform the app has an integration for. */
export const TargetPlatformSchema = z
  .enum(['all', ...PLATFORM_KEYS], {
    error: `target_platform must be "all" or one of ${PLATFORM_KEYS.join(', ')}`,
  })
  .meta({
    id: 'TargetPlatform',
    description: 'A platform key, or `all` for every platform the app has an integration for.',
  });

export type TargetPlatform = z.infer<typeof TargetPlatformSchema>;
