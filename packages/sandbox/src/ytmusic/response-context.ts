/** The `responseContext` every InnerTube answer starts with. */
export function responseContext(extra: Record<string, string> = {}, loggedIn = false): Record<string, unknown> {
  return {
    serviceTrackingParams: [
      {
        service: 'GFEEDBACK',
        params: [
          { key: 'has_unlimited_entitlement', value: 'False' },
          ...Object.entries(extra).map(([key, value]) => ({ key, value })),
          { key: 'logged_in', value: loggedIn ? '1' : '0' },
        ],
      },
      { service: 'CSI', params: [{ key: 'c', value: 'WEB_REMIX' }, { key: 'yt_li', value: loggedIn ? '1' : '0' }] },
      { service: 'ECATCHER', params: [{ key: 'client.name', value: 'WEB_REMIX' }] },
    ],
  };
}
