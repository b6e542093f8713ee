/** The integration form's label of each credential field, by the field's API name. */
export const CREDENTIAL_LABELS: Record<string, string> = {
  client_id: 'Client ID',
  client_secret: 'Client secret',
  team_id: 'Team ID',
  key_id: 'Key ID',
  private_key: 'Private key (.p8 file content)',
  storefront: 'Storefront (country code, us when empty)',
  market: 'Market (country code, US when empty)',
  app_id: 'Application ID',
  secret: 'Secret key',
  daily_quota_units: 'YouTube Data API units a day (10000 when empty)',
};

export const credentialLabel = (field: string): string => CREDENTIAL_LABELS[field] ?? field;
