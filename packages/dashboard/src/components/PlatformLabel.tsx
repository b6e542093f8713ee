import { isPlatformKey, platformName } from '@segue/core/platform-keys';
import { PLATFORM_MARKS } from '@segue/core/platform-marks';

/** The name people know a platform by ("YouTube Music"), from @segue/core; an unknown key as it is. */
export function platformLabel(key: string): string {
  return isPlatformKey(key) ? platformName(key) : key;
}

/** The platform's mark (from @segue/core) and its name. */
export function PlatformLabel({ platform }: { platform: string }) {
  if (!isPlatformKey(platform)) return <>{platform}</>;
  const mark = PLATFORM_MARKS[platform];
  return (
    <span className="platform-label">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" color={mark.ink}>
        {mark.round ? <circle cx="12" cy="12" r="12" fill={mark.color} /> : <rect width="24" height="24" rx="5.5" fill={mark.color} />}
        {/* The glyph is a constant of @segue/core, never data from a request. */}
        <g dangerouslySetInnerHTML={{ __html: mark.glyph }} />
      </svg>
      {platformName(platform)}
    </span>
  );
}
