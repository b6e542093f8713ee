import { api, type AppDetail } from '../api';
import { LineListSection } from './LineListSection';

/** The allow-list of URLs users may be sent back to after linking; the server validates each. */
export function RedirectUrlsSection(props: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  return (
    <LineListSection
      {...props}
      list={{
        id: 'redirects',
        field: 'redirect-urls',
        title: 'Redirect URL allow-list',
        label: 'Allowed redirect URLs, one per line',
        hint: 'Absolute http(s) URLs without a #fragment, at most 20. After linking, users are sent back only to one of these.',
        rows: 4,
        read: (app) => app.redirect_urls,
        save: (urls) => api<AppDetail>('PUT', `/apps/${props.app.id}/redirect-urls`, { urls }),
        saved: 'Redirect URLs saved.',
        button: 'Save redirect URLs',
      }}
    />
  );
}
