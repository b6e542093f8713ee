import { api, type AppDetail } from '../api';
import { LineListSection } from './LineListSection';

/** The web origins whose pages may call the app's public-key routes; the server validates each. */
export function AllowedOriginsSection(props: { app: AppDetail; onChange: (app: AppDetail) => void; manager: boolean }) {
  return (
    <LineListSection
      {...props}
      list={{
        id: 'origins',
        field: 'allowed-origins',
        title: 'Allowed web origins (CORS)',
        label: 'Origins whose pages may call convert, task and connect, one per line',
        hint: 'scheme://host[:port], such as https://app.example.com, without a path. Leave empty to let pages of any origin call with the public key.',
        rows: 3,
        read: (app) => app.allowed_origins,
        save: (origins) => api<AppDetail>('PUT', `/apps/${props.app.id}/allowed-origins`, { origins }),
        saved: 'Allowed origins saved.',
        button: 'Save allowed origins',
      }}
    />
  );
}
