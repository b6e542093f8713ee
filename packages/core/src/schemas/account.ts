import { z } from 'zod';
import { PLATFORM_KEYS, type PlatformKey } from '../platform-keys';
import { HttpUrlOrEmptySchema, NonNegativeIntSchema } from './formats';
import { PlatformKeySchema } from './platform';

// Apple Music shares no profile at all (a music user token carries no identity), so most fields
// may be empty rather than absent: https://developer.apple.com/documentation/applemusicapi/user-authentication-for-musickit
export const PlatformProfileSchema = z
  .object({
    platform: PlatformKeySchema,
    username: z.string(),
    profile_picture: HttpUrlOrEmptySchema,
    followers: NonNegativeIntSchema.optional().meta({ description: 'Absent when the platform does not share it (Apple Music, Deezer, TIDAL).' }),
    platform_id: z.string(),
    platform_subscription_plan: z.string(),
    url: HttpUrlOrEmptySchema,
  })
  .meta({ id: 'PlatformProfile', description: "A user's profile on one linked platform." });

const profile = PlatformProfileSchema.optional();
const profiles = Object.fromEntries(PLATFORM_KEYS.map((key) => [key, profile])) as Record<PlatformKey, typeof profile>;

export const UserAccountSchema = z
  .object({
    id: z.uuid().meta({ description: 'Segue user id, the `{userId}` of library routes.' }),
    email: z
      .union([z.email(), z.literal('')])
      .meta({ description: 'E-mail address; empty when no linked platform shared one.' }),
    ...profiles,
  })
  .superRefine((account, ctx) => {
    for (const key of PlatformKeySchema.options) {
      const linked = account[key];
      if (linked && linked.platform !== key) {
        ctx.addIssue({
          code: 'custom',
          path: [key, 'platform'],
          message: `the profile under "${key}" names platform "${linked.platform}"`,
        });
      }
    }
  })
  .meta({
    id: 'UserAccount',
    description: 'A Segue user of the app, with one profile per platform they linked.',
  });

export type PlatformProfile = z.infer<typeof PlatformProfileSchema>;
export type UserAccount = z.infer<typeof UserAccountSchema>;
